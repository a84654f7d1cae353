// The fixed words the project's own programs write into records (records/annotate.ts,
// records/selfplay.ts, the play page), said in the page's language. The records stay as they are
// (English, read by programs): a Russian page shows the known tag names, tag values and the
// annotator's comments in Russian, by their phrase patterns; anything else is shown as written.
import type { Lang } from '../i18n/lang.ts';
import { ruCount } from '../i18n/words.ts';

const plies = (n: string): string => ruCount(Number(n), 'полуход', 'полухода', 'полуходов');

const SQ = '[a-h][1-8]';
const COL = '\\([wbWB]+\\)';
const side = (s: string): string => (s === 'White' ? 'белых' : 'чёрных');
const sides = (s: string): string => (s === 'White' ? 'Белые' : 'Чёрные');

const TAG_NAMES: Record<string, string> = {
  Round: 'Тур',
  Termination: 'Окончание',
  Annotator: 'Аннотатор',
  SetUp: 'Своя позиция',
  FEN: 'FEN',
  Time: 'Время',
  TimeControl: 'Контроль времени',
  WhiteElo: 'Рейтинг белых',
  BlackElo: 'Рейтинг чёрных',
  Opening: 'Дебют',
  Annotation: 'Примечания',
};

/** Whole texts (a tag's value or a comment), first match wins. */
const WHOLE: [RegExp, (...m: string[]) => string][] = [
  [/^(White|Black) has no legal move(\.?)$/, (_, s, dot) => `У ${side(s)} нет хода${dot}`],
  [/^(White|Black) resigned(\.?)$/, (_, s, dot) => `${sides(s)} сдались${dot}`],
  [/^(White|Black) resigns(\.?)$/, (_, s, dot) => `${sides(s)} сдаются${dot}`],
  [/^adjudicated draw: the position occurred three times(\.?)$/, (_, dot) => `ничья: позиция повторилась трижды${dot}`],
  [/^adjudicated draw: (\d+) plies without a capture or a man move(\.?)$/, (_, n, dot) => `ничья: ${plies(n)} без взятий и ходов простыми${dot}`],
  [/^adjudicated draw: (\d+) plies played(\.?)$/, (_, n, dot) => `ничья: сыграно ${plies(n)}${dot}`],
  [/^bashni annotate \(depth (\d+)\)$/, (_, d) => `bashni annotate (глубина ${d})`],
  [/^bashni annotate \((\d+) ms per position\)$/, (_, t) => `bashni annotate (${t} мс на позицию)`],
  [/^(White|Black) has no legal move: (\S+) by the rules; the record's (\S+) agrees\.$/, (_, s, r, w) => `У ${side(s)} нет хода: ${r} по правилам; результат записи ${w} с этим согласен.`],
  [
    /^(White|Black) has no legal move: (\S+) by the rules; the record says (\S+), which contradicts it\.$/,
    (_, s, r, w) => `У ${side(s)} нет хода: ${r} по правилам; в записи ${w}, что этому противоречит.`,
  ],
  [/^(White|Black) has no legal move: (\S+) by the rules\.$/, (_, s, r) => `У ${side(s)} нет хода: ${r} по правилам.`],
  [
    /^The rules do not decide the final position(?: \(the record says (\S+)\))?; the engine sees (\S+)\.$/,
    (_, w, e) => `Правила не решают исход конечной позиции${w ? ` (в записи ${w})` : ''}; движок оценивает её в ${e}.`,
  ],
  [
    /^The first (\d+) plies were chosen at random \(seed (\d+)\); after that both sides are the engine at depth (\d+)\.$/,
    (_, n, seed, d) => `Первые ${plies(n)} выбраны случайно (seed ${seed}); дальше за обе стороны играет движок на глубине ${d}.`,
  ],
  [
    /^The first (\d+) plies were chosen at random \(seed (\d+)\); after that White is the engine at depth (\d+) and Black the engine at depth (\d+)\.$/,
    (_, n, seed, a, b) => `Первые ${plies(n)} выбраны случайно (seed ${seed}); дальше за белых играет движок на глубине ${a}, за чёрных — на глубине ${b}.`,
  ],
  [/^bashni engine \(alpha-beta, depth (\d+)\)$/, (_, d) => `движок bashni (альфа-бета, глубина ${d})`],
];

/**
 * The annotator's comment on a move: `c3:e5:g7 takes d4, f6; g7 is now (wbb), f6 is now (W),
 * freed, crowned; missed a forced win (#5)` (records annotated before issue 47 lack the `;`
 * before `missed`), or `best`.
 */
const MOVE = `${SQ}(?:[-:x]${SQ})+`;
const SUMMARY = new RegExp(
  `^(?:(${MOVE})(?: takes (${SQ}(?:, ${SQ})*))?(?:; ((?:${SQ} is now ${COL}(?:, freed)?|crowned)(?:, (?:${SQ} is now ${COL}(?:, freed)?|crowned))*))?)?(?:^|;? ?)(best|missed a forced win \\((#-?\\d+)\\))?$`,
);

function summaryRu(text: string): string | undefined {
  const m = SUMMARY.exec(text);
  if (!m || !text) return undefined;
  const [, move, takes, changes, tail, win] = m;
  let out = '';
  if (move) out += takes ? `${move} берёт ${takes}` : move;
  if (changes) {
    const parts = changes
      .split(/, (?=[a-h][1-8] is now|crowned)/)
      .map((p) => (p === 'crowned' ? 'проход в дамки' : p.replace(/^([a-h][1-8]) is now (\([wbWB]+\))(, freed)?$/, (_, sq, col, freed) => `${sq} теперь ${col}${freed ? ', освобождена' : ''}`)));
    out += `; ${parts.join(', ')}`;
  }
  if (tail) out += `${out ? (tail === 'best' ? ' ' : ' — ') : ''}${tail === 'best' ? 'лучший ход' : `упущен форсированный выигрыш (${win})`}`;
  return out;
}

/** A tag's name as the page says it (the raw name for a tag not in the table). */
export function tagName(name: string, lang: Lang): string {
  // a record's tag name is the file's: `constructor` or `__proto__` must find nothing in the table
  return lang === 'ru' && Object.hasOwn(TAG_NAMES, name) ? TAG_NAMES[name]! : name;
}

/** A record's text written by the project's programs (a tag value, a comment) in the page's language; any other text as written. */
export function recordText(text: string, lang: Lang): string {
  if (lang !== 'ru') return text;
  const t = text.trim();
  for (const [re, say] of WHOLE) {
    const m = re.exec(t);
    // a match's groups: at most five, fixed by the patterns above
    // eslint-disable-next-line no-restricted-syntax
    if (m) return say(...m);
  }
  return summaryRu(t) ?? text;
}
