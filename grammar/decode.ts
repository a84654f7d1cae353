// Bytes -> text for PDN files. UTF-16 (LE or BE) when the bytes start with its byte order mark,
// or without one when NUL bytes at every other offset show it;
// UTF-8 (with or without BOM) when the bytes are valid UTF-8; otherwise the most likely of the
// legacy single-byte encodings met in draughts files: CP1251 (Windows Cyrillic), CP866 (DOS
// Cyrillic) or Latin-1. An explicit encoding wins.
// Browser-safe: only TextDecoder.

import { checkString, PdnArgumentError, valueKind, wrongType } from './argument-error.ts';

export type PdnEncoding = 'utf-8' | 'windows-1251' | 'ibm866' | 'latin1' | 'utf-16le' | 'utf-16be';
export const PDN_ENCODINGS: readonly PdnEncoding[] = ['utf-8', 'windows-1251', 'ibm866', 'latin1', 'utf-16le', 'utf-16be'];

/** Accepts common spellings: utf8, cp1251, win1251, cp866, dos866, iso-8859-1, latin-1 ... */
export function parseEncodingName(name: string): PdnEncoding | undefined {
  checkString(name, 'parseEncodingName', 'an encoding name (a string)');
  const n = name.toLowerCase().replace(/[\s_]/g, '-');
  if (/^utf-?8$/.test(n)) return 'utf-8';
  if (/^(windows-?|cp-?|win-?)1251$/.test(n)) return 'windows-1251';
  if (/^(ibm-?|cp-?|dos-?)866$/.test(n)) return 'ibm866';
  if (/^(latin-?1|iso-?8859-?1|l1|windows-?1252|cp-?1252)$/.test(n)) return 'latin1';
  if (/^utf-?16-?le$/.test(n)) return 'utf-16le';
  if (/^utf-?16-?be$/.test(n)) return 'utf-16be';
  return undefined;
}

// Russian letter frequencies (approximate, per mille) for а..я, used to score decodings.
const RU_FREQ: Record<string, number> = {
  о: 110,
  е: 85,
  а: 80,
  и: 74,
  н: 67,
  т: 63,
  с: 55,
  р: 47,
  в: 45,
  л: 44,
  к: 35,
  м: 32,
  д: 30,
  п: 28,
  у: 26,
  я: 20,
  ы: 19,
  ь: 17,
  г: 17,
  з: 16,
  б: 16,
  ч: 14,
  й: 12,
  х: 10,
  ж: 9,
  ш: 7,
  ю: 6,
  ц: 5,
  щ: 4,
  э: 3,
  ф: 3,
  ъ: 1,
  ё: 1,
};

/** The score of each Cyrillic letter U+0400..U+04FF (RU_FREQ of its lower case, 0.5 when not Russian), looked up without making strings. */
const CYRILLIC_SCORE = Float64Array.from({ length: 0x100 }, (_, i) => {
  const f = RU_FREQ[String.fromCharCode(0x400 + i).toLowerCase()];
  return f !== undefined ? Math.log(f + 1) : 0.5;
});

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isCyrillic = (c: number) => c >= 0x400 && c <= 0x4ff;

/**
 * How plausible a decoding is: Cyrillic letters score by Russian letter frequency, accented Latin
 * letters a little; a Cyrillic letter glued to a Latin one (`Bertи`) or box-drawing and control
 * characters count against.
 */
function score(text: string): number {
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 32;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 32;
    const mixed = isAsciiLetter(prev) || isAsciiLetter(next);
    if (isCyrillic(c)) s += mixed ? -6 : CYRILLIC_SCORE[c - 0x400]!;
    else if (c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7)
      s += mixed ? 4 : 1; // accented Latin
    else if (c === 0xb0 || c === 0xb7 || c === 0xab || c === 0xbb || c === 0xa0)
      s += 0.5; // ° · « » nbsp
    else s -= 4; // box drawing, control characters, odd symbols
  }
  return s;
}

/** The text of well-formed UTF-8 bytes (a BOM dropped by the decoder), else undefined. */
function tryUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** True if the bytes are well-formed UTF-8 (a multi-byte sequence cut at the end of a sample too). */
function isUtf8(bytes: Uint8Array): boolean {
  if (tryUtf8(bytes) !== undefined) return true;
  if (bytes.length <= 4) return false;
  let end = bytes.length;
  let k = 0;
  while (k < 3 && end > 0 && (bytes[end - 1]! & 0xc0) === 0x80) {
    end--;
    k++;
  }
  if (end > 0 && bytes[end - 1]! >= 0xc0) end--;
  return end < bytes.length && tryUtf8(bytes.subarray(0, end)) !== undefined;
}

/** Bytes looked at to tell UTF-16 without a byte order mark. */
const UTF16_SAMPLE = 4096;

/**
 * UTF-16 without its byte order mark, told by its NUL bytes: PDN is mostly ASCII, which UTF-16
 * writes as the character and a NUL, so NULs at most odd offsets (LE) or most even offsets (BE),
 * and almost none at the others, are UTF-16 (text in any 8-bit encoding has no NULs). Without
 * this such a file read as text full of NULs (`Unexpected character \x00`).
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, UTF16_SAMPLE) & ~1;
  if (n < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul >= pairs * 0.6 && evenNul <= pairs * 0.05) return 'utf-16le';
  if (evenNul >= pairs * 0.6 && oddNul <= pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** Which encoding the bytes most likely use (see the module comment). */
export function detectEncoding(bytes: Uint8Array): PdnEncoding {
  if (!(bytes instanceof Uint8Array)) throw wrongType('detectEncoding', 'bytes (a Uint8Array)', bytes);
  // a UTF-16 byte order mark (FF FE, FE FF) is never valid UTF-8 nor plausible legacy text
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return utf16;
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i]! >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii || isUtf8(bytes)) return 'utf-8';
  const sample = bytes.length > 1 << 20 ? bytes.subarray(0, 1 << 20) : bytes;
  let best: PdnEncoding = 'latin1';
  let bestScore = -Infinity;
  for (const enc of ['windows-1251', 'ibm866', 'latin1'] as const) {
    const s = score(new TextDecoder(enc).decode(sample));
    if (s > bestScore) {
      best = enc;
      bestScore = s;
    }
  }
  return best;
}

/**
 * Decodes a PDN file. `encoding` (any spelling parseEncodingName accepts) overrides detection.
 * A UTF-8 or UTF-16 BOM is dropped. Invalid bytes in UTF-8 or UTF-16 become U+FFFD.
 */
export function decodePdn(bytes: Uint8Array, encoding?: string): { text: string; encoding: PdnEncoding } {
  if (!(bytes instanceof Uint8Array)) throw wrongType('decodePdn', 'bytes (a Uint8Array; parsePdn reads text)', bytes);
  if (encoding !== undefined && encoding !== null && typeof encoding !== 'string') throw wrongType('decodePdn', 'an encoding name (a string)', encoding);
  let enc: PdnEncoding | undefined = encoding ? parseEncodingName(encoding) : undefined;
  if (encoding && !enc)
    throw new PdnArgumentError(
      'ARGUMENT_RANGE',
      'decodePdn',
      `Unknown encoding "${encoding.length > 40 ? `${encoding.slice(0, 40)}...` : encoding}"; use utf-8, cp1251, cp866 or latin1.`,
      valueKind(encoding),
    );
  // UTF-16 of ASCII text is valid UTF-8 too (NUL is a character): told first
  if (!enc) enc = utf16WithoutBom(bytes);
  if (!enc) {
    // valid UTF-8 (the usual case) is decoded once, not once to detect and again to read
    const utf8 = tryUtf8(bytes);
    if (utf8 !== undefined) return { text: utf8.charCodeAt(0) === 0xfeff ? utf8.slice(1) : utf8, encoding: 'utf-8' };
    enc = detectEncoding(bytes);
  }
  const text = new TextDecoder(enc).decode(bytes);
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding: enc };
}
