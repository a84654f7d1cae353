// The analysis board's "Show threat" on the page (loaded on the first click): when on, each
// position shown is searched with the other side to move (threat.ts) by the page's engine worker,
// and the best move found is drawn as a red dashed arrow and said in words.
import { makeMoveText } from '../../../../engine/notation.ts';
import { pageLang } from '../../i18n/lang.ts';
import { reviewWords } from '../../i18n/review.ts';
import { EngineRunner } from './analysis-engine.ts';
import type { PanelHost } from './review-panel.ts';
import { threatMove, threatPosition } from './threat.ts';

const says = reviewWords[pageLang()];

/** The threat's search depth: the analysis's own default (a short search: it runs for every position shown). */
const THREAT_DEPTH = 8;

export class ThreatView {
  private on = false;
  private readonly engine = new EngineRunner();

  constructor(private readonly host: PanelHost) {}

  toggle(): void {
    this.on = !this.on;
    this.host.root.querySelector('[data-act="threat"]')?.setAttribute('aria-pressed', String(this.on));
    this.update();
  }

  /** The threat of the position shown (none when off): searched again for every position. */
  update(): void {
    const { game } = this.host;
    this.engine.stop();
    game.threat = undefined;
    const at = game.node;
    const swapped = this.on ? threatPosition(at.position) : undefined;
    this.say(!this.on ? '' : swapped ? says.threatThinking : says.threatNone, '');
    this.host.drawBoard();
    if (!swapped) return;
    this.engine.start(swapped, { lines: 1, depth: THREAT_DEPTH }, (reply) => {
      if (reply.kind !== 'done' || game.node !== at) return;
      const move = threatMove(swapped, reply.info);
      game.threat = move;
      const text = move ? makeMoveText(swapped, move, { captures: 'full' }) : '';
      this.say(move ? says.threatIs(text) : says.threatNone, text);
      this.host.drawBoard();
    });
  }

  private say(text: string, move: string): void {
    const el = this.host.root.querySelector<HTMLElement>('[data-threat-words]');
    if (!el) return;
    el.textContent = text;
    el.dataset.threat = move;
  }
}
