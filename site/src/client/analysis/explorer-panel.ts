// The analysis board's explorer panel (issue 43 point 6), loaded by analysis-page.ts the first time
// the reader opens it: for the position shown, each next move of the published games with its
// games and results (a bar per move, as lichess's opening explorer), and the games that reached it,
// each linking to its page at that ply. The data are static files written at build time
// (lib/explorer-data.ts: the index, then one small shard per lookup), fetched here and checked
// (explorer-shape.ts) before use; every text from the records is escaped.
import type { Position } from '../../../../engine/position.ts';
import type { Move } from '../../../../engine/types.ts';
import { openingMoveText } from '../../../../records/opening-tree.ts';
import { explorerWords } from '../../i18n/explorer.ts';
import { pageLang } from '../../i18n/lang.ts';
import { esc } from '../../lib/html.ts';
import { positionKey, readIndex, readShard, type ExplorerIndex, type ExplorerPosition, type ExplorerShard } from './explorer-shape.ts';

/** What the panel needs of the page's controller (analysis-game.ts): the position shown, and a move played into the tree. */
interface ExplorerGameHost {
  readonly node: { readonly position: Position };
  play(move: Move): unknown;
}

/** The site's root (`/`, or the base path), from the analysis page's own address in either language. */
const siteRoot = (): string => location.pathname.replace(/(ru\/)?analysis\/?$/, '');

async function fetchJson<T>(path: string, read: (v: unknown) => T | undefined): Promise<T> {
  const r = await fetch(siteRoot() + path);
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
  const value = read(await r.json());
  if (value === undefined) throw new Error(`${path}: not the explorer's shape`);
  return value;
}

/** Percent of `part` in `whole`, whole numbers. */
const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/**
 * Mounts the panel on its `<details>` (opened: the first toggle loaded this module) and keeps it on
 * the position shown: it follows the board's `data-fen` and `data-variant` (move-board.ts sets them
 * on every position drawn) while open. `show` draws the page after a move the panel played.
 */
export function mountExplorer(root: HTMLDetailsElement, game: ExplorerGameHost, show: (move: Move) => void): void {
  const t = explorerWords[pageLang()];
  const body = root.querySelector<HTMLElement>('[data-explorer-body]')!;
  let index: Promise<ExplorerIndex> | undefined;
  const shards = new Map<string, Promise<ExplorerShard>>();
  /** The position drawn (or being fetched): a later update for another position wins. */
  let shown = '';

  const say = (text: string, state: string): void => {
    body.innerHTML = `<p class="muted">${esc(text)}</p>`;
    root.dataset.explorerState = state;
  };

  /** A row's bar: White wins, draws and Black wins as parts of the row's games with a decided result. */
  const bar = (white: number, draws: number, black: number): string => {
    const decided = white + draws + black;
    const [w, d, b] = [percent(white, decided), percent(draws, decided), percent(black, decided)];
    const part = (cls: string, p: number) => (p > 0 ? `<span class="${cls}" style="width:${p}%">${p >= 12 ? `${p}%` : ''}</span>` : '');
    return `<div class="explorer-bar" role="img" aria-label="${esc(t.resultsLabel(w, d, b))}">${part('w', w)}${part('d', d)}${part('b', b)}</div>`;
  };

  const draw = (pos: Position, at: ExplorerPosition, games: ExplorerIndex['variants'][keyof ExplorerIndex['variants']]): void => {
    const [n, white, draws, black, moves, reached] = at;
    const rows = moves
      .map(
        ([move, g, w, d, b]) =>
          `<tr><td><button type="button" class="explorer-move" data-explorer-move="${esc(move)}" aria-label="${esc(t.playMove(move, g))}" translate="no">${esc(move)}</button></td><td class="explorer-n">${g}</td><td>${bar(w, d, b)}</td></tr>`,
      )
      .join('');
    const total = `<tr class="explorer-total"><td>${esc(t.total)}</td><td class="explorer-n" data-explorer-games>${n}</td><td>${bar(white, draws, black)}</td></tr>`;
    const table = `<table class="explorer-moves"><thead><tr><th scope="col">${esc(t.move)}</th><th scope="col">${esc(t.games)}</th><th scope="col">${esc(t.results)}</th></tr></thead><tbody>${rows}${total}</tbody></table>`;
    const prefix = location.pathname.replace(/analysis\/?$/, '');
    let list = '';
    for (let i = 0; i + 1 < reached.length; i += 2) {
      const game = games?.games[reached[i]!];
      const ply = reached[i + 1]!;
      if (!game) continue;
      const [slug, w, b, result] = game;
      list += `<li><a href="${esc(`${prefix}games/${slug}/#${ply}`)}" data-explorer-game translate="no">${esc(w)} – ${esc(b)}</a> <span translate="no">${esc(result)}</span> <span class="muted">${esc(t.atPly(ply))}</span></li>`;
    }
    body.innerHTML = `${table}<p>${esc(t.gamesReached(reached.length / 2))}</p><ol class="explorer-games">${list}</ol>`;
    root.dataset.explorerState = 'shown';
    root.dataset.explorerKey = positionKey(pos);
  };

  const update = async (): Promise<void> => {
    if (!root.open) return;
    const pos = game.node.position;
    const key = `${pos.variant}/${positionKey(pos)}`;
    if (key === shown && root.dataset.explorerState !== 'failed') return;
    shown = key;
    if (!root.dataset.explorerState || root.dataset.explorerState === 'failed') say(t.loading, 'loading');
    try {
      index ??= fetchJson('explorer/index.json', readIndex);
      const games = (await index).variants[pos.variant];
      const hash = positionKey(pos);
      const shard = games && hash.slice(0, games.digits);
      let at: ExplorerPosition | undefined;
      if (games && shard && games.shards.includes(shard)) {
        const name = `${pos.variant}/${shard}`;
        let read = shards.get(name);
        if (!read) shards.set(name, (read = fetchJson(`explorer/${name}.json`, readShard)));
        at = (await read)[hash];
      }
      if (shown !== key) return;
      if (at) draw(pos, at, games);
      else say(t.none, 'none');
    } catch {
      // the next update asks again (a network that came back)
      index = undefined;
      shards.clear();
      if (shown === key) say(t.failed, 'failed');
    }
  };

  body.addEventListener('click', (e) => {
    const btn = (e.target as Element).closest<HTMLElement>('[data-explorer-move]');
    if (!btn) return;
    const pos = game.node.position;
    const move = pos.legalMoves().find((m) => openingMoveText(pos, { move: m }) === btn.dataset.explorerMove);
    if (!move) return;
    game.play(move);
    show(move);
  });
  root.addEventListener('toggle', () => void update());
  const board = document.querySelector('[data-move-board]');
  if (board) new MutationObserver(() => void update()).observe(board, { attributes: true, attributeFilter: ['data-fen', 'data-variant'] });
  void update();
}
