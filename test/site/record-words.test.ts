// The project's own fixed words in records (annotator, self-play, play page), said in Russian on
// Russian pages (site/src/lib/record-words.ts); the record itself stays English.
import { describe, expect, it } from 'vitest';
import { recordText, tagName } from '../../site/src/lib/record-words.ts';

describe('record words in Russian', () => {
  it("translates the annotator's move comments by their pattern", () => {
    const ru = (t: string) => recordText(t, 'ru');
    expect(ru('c3:e5 takes d4; e5 is now (wb), d4 is now (b), freed')).toBe('c3:e5 берёт d4; e5 теперь (wb), d4 теперь (b), освобождена');
    expect(ru('c3:e5:g7 takes d4, f6; g7 is now (wbb) missed a forced win (#5)')).toBe('c3:e5:g7 берёт d4, f6; g7 теперь (wbb) — упущен форсированный выигрыш (#5)');
    // the notes apart since issue 47
    expect(ru('c3:e5:g7 takes d4, f6; g7 is now (wbb); missed a forced win (#5)')).toBe('c3:e5:g7 берёт d4, f6; g7 теперь (wbb) — упущен форсированный выигрыш (#5)');
    expect(ru('missed a forced win (#-3)')).toBe('упущен форсированный выигрыш (#-3)');
    expect(ru('best')).toBe('лучший ход');
    expect(ru('e7-d8; crowned')).toBe('e7-d8; проход в дамки');
    expect(ru('c3xe5 takes d4; e5 is now (wb)')).toBe('c3xe5 берёт d4; e5 теперь (wb)');
  });

  it('translates the fixed tag values and result checks; anything else stays as written', () => {
    const ru = (t: string) => recordText(t, 'ru');
    expect(ru('Black has no legal move')).toBe('У чёрных нет хода');
    expect(ru('White has no legal move.')).toBe('У белых нет хода.');
    expect(ru('adjudicated draw: the position occurred three times')).toBe('ничья: позиция повторилась трижды');
    expect(ru('adjudicated draw: 30 plies without a capture or a man move')).toBe('ничья: 30 полуходов без взятий и ходов простыми');
    expect(ru('bashni annotate (depth 6)')).toBe('bashni annotate (глубина 6)');
    expect(ru("Black has no legal move: 1-0 by the rules; the record's 1-0 agrees.")).toBe('У чёрных нет хода: 1-0 по правилам; результат записи 1-0 с этим согласен.');
    expect(ru('The first 2 plies were chosen at random (seed 7); after that both sides are the engine at depth 6.')).toBe(
      'Первые 2 полухода выбраны случайно (seed 7); дальше за обе стороны играет движок на глубине 6.',
    );
    for (const own of ['A fine move by Ivanov', 'takes', 'c3-d4 is good', '']) expect(ru(own)).toBe(own);
    // English pages show the record as written
    expect(recordText('best', 'en')).toBe('best');
    expect(tagName('Termination', 'ru')).toBe('Окончание');
    expect(tagName('Round', 'ru')).toBe('Тур');
    expect(tagName('MyTag', 'ru')).toBe('MyTag');
    expect(tagName('Round', 'en')).toBe('Round');
  });

  it("a record's tag named as a built-in of Object.prototype is its own name, never the built-in (issue 47 point 8)", () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(tagName(name, 'ru')).toBe(name);
  });
});
