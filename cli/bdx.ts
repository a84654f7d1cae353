// `bashni index FILES... -o NAME.bdx`, and the index file around its entries: writing it, the
// check that it belongs to the files given (size, modification time, a digest of the content),
// reading its entries in pieces (memory bounded), and the candidate games of a query, read back
// from the PDN by their byte offsets. The entries themselves are records/game-index.ts; the
// format is in docs/records.md.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError, cannotRead, cannotWrite } from './usage-error.ts';
import { pathIn } from './input.ts';
import { encodingOption, variantOrAutoOption } from './options.ts';
import { openOutputFile, refuseOverwrite } from './output.ts';
import { PARALLEL_THRESHOLD, checkReadable, inputThreads } from './verify.ts';
import { BrokenGames, collectionGameBatches, batchBuffers, gameBatch, gamesBy } from './collection.ts';
import { collectionGame, type CollectionGame } from './collection-game.ts';
import { parseFen } from '../engine/fen.ts';
import type { Position } from '../engine/position.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import type { FindQuery } from '../records/find-query.ts';
import { PositionTest } from '../records/find-match.ts';
import { EntryReader, EntryWriter, entryTest, type GameEntry, type IndexVariantMode } from '../records/game-index.ts';
import type { IndexBatch } from './index-games.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import type { VariantOrAuto } from '../records/variant-auto.ts';

const MAGIC = 'BASHNIDX';
/** Games a task of `index` takes (cli/index-games.ts): a worker's share of a chunk of the file. */
const INDEX_BATCH = 512;
const END_MAGIC = 'BDXE';
/** The format's version: 2 since the position filter takes 13 bits and 9 probes a position (records/game-index.ts). */
const VERSION = 2;
/** Bytes of the index read at a time, and of the PDN around a candidate game. */
const PIECE = 1 << 20;
/** Bytes read for a candidate game far from the last one read (GameBytes). */
const NEAR_READ = 1 << 12;
/** Bytes at each end of a file that its digest covers (with its size). */
const DIGEST_SPAN = 1 << 20;

/** What an index says of one file it covers. */
interface IndexedFile {
  readonly name: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly digest: string;
  readonly encoding: PdnEncoding;
  readonly games: number;
  /** Where the file's entries lie in the index: offset and length in bytes. */
  readonly entries: readonly [number, number];
  /** The start positions of its games (an entry's startId), as FEN. */
  readonly starts: readonly string[];
}

interface Trailer {
  readonly format: 'bashni-index';
  readonly version: number;
  readonly variant: IndexVariantMode;
  readonly files: readonly IndexedFile[];
}

/** sha256 of a file's first and last DIGEST_SPAN bytes and its size: a changed file is refused without reading it all. */
function fileDigest(fd: number, size: number): string {
  const h = createHash('sha256');
  const buf = Buffer.alloc(Math.min(size, DIGEST_SPAN));
  readSync(fd, buf, 0, buf.length, 0);
  h.update(buf);
  if (size > DIGEST_SPAN) {
    const tail = Buffer.alloc(Math.min(size - DIGEST_SPAN, DIGEST_SPAN));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    h.update(tail);
  }
  h.update(String(size));
  return h.digest('hex').slice(0, 32);
}

function fileFacts(io: CliIo, path: string): { size: number; mtimeMs: number; digest: string } {
  let fd: number | undefined;
  try {
    fd = openSync(pathIn(io, path), 'r');
    const st = fstatSync(fd);
    return { size: st.size, mtimeMs: st.mtimeMs, digest: fileDigest(fd, st.size) };
  } catch (e) {
    throw cannotRead(path, e);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

export async function writeIndex(
  io: CliIo,
  files: readonly string[],
  output: string,
  mode: IndexVariantMode,
  encoding: PdnEncoding | undefined,
  broken: BrokenGames,
  jobs: number,
): Promise<{ games: number; bytes: number }> {
  const out = openOutputFile(io, output);
  let at = 0;
  let games = 0;
  const put = (bytes: Uint8Array): void => {
    try {
      out.write(bytes);
    } catch (e) {
      throw cannotWrite(output, e);
    }
    at += bytes.length;
  };
  try {
    const head = Buffer.alloc(16);
    head.write(MAGIC, 0, 'latin1');
    head.writeUInt32LE(VERSION, 8);
    put(head);
    const indexed: IndexedFile[] = [];
    for (const file of files) {
      const facts = fileFacts(io, file);
      const writer = new EntryWriter();
      const starts = new Map<string, number>();
      const from = at;
      let count = 0;
      let fileEncoding: PdnEncoding = 'utf-8';
      /** Each batch given out: its first game's number and how many (the answers come back in this order). */
      const given: [number, number][] = [];
      async function* tasks(): AsyncGenerator<IndexBatch> {
        let prev: [number, number, number] = [0, 1, 0];
        for await (const part of gamesBy(collectionGameBatches(file, { encoding, io, onEncoding: (e) => (fileEncoding = e) }), INDEX_BATCH)) {
          given.push([part[0]!.index, part.length]);
          yield { batch: gameBatch(part, fileEncoding), mode, prev };
          const last = part[part.length - 1]!;
          prev = [last.byteOffset + last.byteLength, last.pos.line, last.pos.offset];
        }
      }
      for await (const done of runOrdered('index', tasks(), { jobs, perWorker: 2, transfer: (t: IndexBatch) => batchBuffers(t.batch) })) {
        const [first, n] = given.shift()!;
        let end = 0;
        for (let k = 0; k < n; k++) {
          const key = done.starts[k]!;
          let startId = -1;
          if (key !== null) {
            startId = starts.get(key) ?? starts.size;
            starts.set(key, startId);
          }
          writer.addApart(done.bytes, end, done.splits[2 * k]!, done.splits[2 * k + 1]!, startId);
          end = done.splits[2 * k + 1]!;
          const problem = done.problems[k];
          if (problem) broken.reportProblem(file, first + k, problem);
        }
        count += n;
        put(writer.take());
      }
      games += count;
      indexed.push({ name: file, ...facts, encoding: fileEncoding, games: count, entries: [from, at - from], starts: [...starts.keys()] });
    }
    const trailer: Trailer = { format: 'bashni-index', version: VERSION, variant: mode, files: indexed };
    const json = Buffer.from(JSON.stringify(trailer), 'utf8');
    const end = Buffer.alloc(16);
    end.writeUInt32LE(at % 2 ** 32, 0);
    end.writeUInt32LE(Math.floor(at / 2 ** 32), 4);
    end.writeUInt32LE(json.length, 8);
    end.write(END_MAGIC, 12, 'latin1');
    put(json);
    put(end);
    out.commit();
  } catch (e) {
    out.abort();
    throw e;
  }
  return { games, bytes: at };
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface OpenIndex {
  readonly path: string;
  readonly fd: number;
  readonly trailer: Trailer;
  /** The PDN files given, in the index's order. */
  readonly inputs: readonly string[];
  close(): void;
}

/**
 * Opens an index for the files given (in the order indexed); refuses, with one line (exit 2), an
 * index that is no index, or does not belong to them: another number of files, or a file whose
 * size, modification time or content digest changed since.
 */
export function openIndex(io: CliIo, path: string, files: readonly string[]): OpenIndex {
  let fd: number;
  try {
    fd = openSync(pathIn(io, path), 'r');
  } catch (e) {
    throw cannotRead(path, e);
  }
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(16);
    const notIndex = (): UsageError => new UsageError(`${path}: not an index made by bashni index (run bashni index FILES -o ${path})`);
    if (size < 32 || readSync(fd, head, 0, 16, 0) !== 16 || head.toString('latin1', 0, 8) !== MAGIC) throw notIndex();
    if (head.readUInt32LE(8) !== VERSION) throw new UsageError(`${path}: an index of format version ${head.readUInt32LE(8)}, this bashni reads version ${VERSION}: run bashni index again`);
    const end = Buffer.alloc(16);
    readSync(fd, end, 0, 16, size - 16);
    if (end.toString('latin1', 12, 16) !== END_MAGIC) throw notIndex();
    const at = end.readUInt32LE(0) + end.readUInt32LE(4) * 2 ** 32;
    const length = end.readUInt32LE(8);
    if (at + length + 16 !== size) throw notIndex();
    const json = Buffer.alloc(length);
    readSync(fd, json, 0, length, at);
    let trailer: Trailer;
    try {
      trailer = JSON.parse(json.toString('utf8')) as Trailer;
    } catch {
      throw notIndex();
    }
    if (trailer.format !== 'bashni-index') throw notIndex();
    if (trailer.files.length !== files.length)
      throw new UsageError(
        `${path}: this index covers ${trailer.files.length} ${trailer.files.length === 1 ? 'file' : 'files'} (${trailer.files.map((f) => f.name).join(', ')}), ${files.length} given: give the files it was made for, in that order`,
      );
    files.forEach((file, i) => {
      if (file === '-') throw new UsageError('--index: standard input (-) cannot be indexed; give the files the index was made for');
      const want = trailer.files[i]!;
      const now = fileFacts(io, file);
      const changed =
        now.size !== want.size
          ? `its size changed (${want.size} bytes when indexed, ${now.size} now)`
          : now.mtimeMs !== want.mtimeMs
            ? 'it was modified since'
            : now.digest !== want.digest
              ? 'its content changed'
              : undefined;
      if (changed) throw new UsageError(`${path}: does not belong to ${file}: ${changed}; run bashni index again`);
    });
    return { path, fd, trailer, inputs: files, close: () => closeSync(fd) };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/**
 * The entries of one file of the index, read PIECE bytes at a time into one reader: after each
 * more(), reader.advance() reads the entries the piece completes into reader.view, one after the
 * other (no object per entry, no generator step: a search reads a million).
 */
export class IndexEntries {
  readonly reader = new EntryReader();
  private readonly buf: Buffer;
  private readonly offset: number;
  private readonly length: number;
  private done = 0;

  constructor(
    private readonly index: OpenIndex,
    fileNumber: number,
  ) {
    [this.offset, this.length] = index.trailer.files[fileNumber]!.entries;
    this.buf = Buffer.alloc(Math.min(PIECE, Math.max(this.length, 1)));
  }

  /** Pushes the next piece to the reader; false once every piece was read. */
  more(): boolean {
    if (this.done >= this.length) return false;
    const n = readSync(this.index.fd, this.buf, 0, Math.min(this.buf.length, this.length - this.done), this.offset + this.done);
    if (n <= 0) throw new UsageError(`${this.index.path}: cut short`);
    this.done += n;
    this.reader.push(this.buf.subarray(0, n));
    return true;
  }
}

/**
 * Reads games of a PDN file by their byte ranges into one buffer kept for every read. A game near
 * the last one read (dense candidates) reads a whole piece ahead, one read for many games; a game
 * far from it (a rare candidate, as an exact-position search has) reads a little more than itself:
 * a piece per candidate would read the file many times over.
 */
export class GameBytes {
  private readonly fd: number;
  private buffer = Buffer.allocUnsafe(PIECE);
  private block = this.buffer.subarray(0, 0);
  private blockAt = 0;

  constructor(
    io: CliIo,
    private readonly file: string,
  ) {
    try {
      this.fd = openSync(pathIn(io, file), 'r');
    } catch (e) {
      throw cannotRead(file, e);
    }
  }

  /** The bytes, valid until the next call (the buffer is reused). */
  bytes(offset: number, length: number): Buffer {
    if (offset < this.blockAt || offset + length > this.blockAt + this.block.length) {
      const near = offset >= this.blockAt && offset - (this.blockAt + this.block.length) < PIECE;
      const want = Math.max(near ? PIECE : NEAR_READ, length);
      if (want > this.buffer.length) this.buffer = Buffer.allocUnsafe(want);
      const n = readSync(this.fd, this.buffer, 0, want, offset);
      this.block = this.buffer.subarray(0, n);
      this.blockAt = offset;
      if (n < length) throw new UsageError(`${this.file}: cut short since it was indexed`);
    }
    return this.block.subarray(offset - this.blockAt, offset - this.blockAt + length);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** One entry's game read back from its file: its text, parsed as the collection reader parses it. */
export function entryGame(
  pdn: GameBytes,
  file: string,
  encoding: PdnEncoding,
  number: number,
  e: Pick<GameEntry, 'byteOffset' | 'byteLength' | 'line' | 'column' | 'charOffset' | 'broken'>,
  decoder = new TextDecoder(encoding === 'latin1' ? 'latin1' : encoding),
): CollectionGame {
  const text = decoder.decode(pdn.bytes(e.byteOffset, e.byteLength));
  // GameSplitter gives a game too large to read (PDN_GAME_TOO_LARGE) no text, and no other game:
  // a broken entry of no bytes is that game, broken again when read back
  const tooLarge = e.broken && e.byteLength === 0;
  const gameText = { text, pos: { line: e.line, column: e.column, offset: e.charOffset }, end: 'result' as const, tooLarge };
  return collectionGame(file, gameText, number, e.byteOffset, e.byteLength, e.byteOffset + e.byteLength);
}

/** The query's rules for records that name none, as an index's mode says it. */
export const queryMode = (variant: VariantOrAuto | undefined): IndexVariantMode => variant ?? 'bashni';

/**
 * The games of file `fileNumber` that may match the query, read back from the PDN: the index rules
 * the others out (records/game-index.ts, entryTest). The caller matches each as without index.
 */
export function* candidateGames(index: OpenIndex, fileNumber: number, query: FindQuery, mode: IndexVariantMode, io: CliIo): Generator<CollectionGame> {
  const indexed = index.trailer.files[fileNumber]!;
  const file = index.inputs[fileNumber]!;
  const exact: Position[] = new PositionTest(query).exact();
  const sameRules = mode === index.trailer.variant;
  const pdn = new GameBytes(io, file);
  const decoder = new TextDecoder(indexed.encoding === 'latin1' ? 'latin1' : indexed.encoding);
  try {
    const mayMatch = entryTest(query, sameRules, exact);
    const entries = new IndexEntries(index, fileNumber);
    const { reader } = entries;
    let number = 0;
    while (entries.more())
      while (reader.advance()) {
        if (mayMatch(reader.view)) yield entryGame(pdn, file, indexed.encoding, number, reader.view, decoder);
        number++;
      }
  } finally {
    pdn.close();
  }
}

/** The start positions of a file's games, by startId (each under its variant). */
export function indexStarts(index: OpenIndex, fileNumber: number): (Position | undefined)[] {
  return index.trailer.files[fileNumber]!.starts.map((s) => {
    const bar = s.indexOf('|');
    const r = parseFen(s.slice(bar + 1), s.slice(0, bar) as Position['variant']);
    return r.ok ? r.value : undefined;
  });
}

// ---------------------------------------------------------------------------------------------
// The command

export function registerIndex(program: Command, io: CliIo): void {
  const command = program
    .command('index')
    .description('Write an index of PDN files that find --index and openings --index use to replay only the games that can match')
    .argument('<files...>', 'PDN files (regular files: the index points into them)')
    .requiredOption('-o, --output <file>', 'the index to write (NAME.bdx)')
    .addOption(variantOrAutoOption())
    .addOption(encodingOption());
  addJobsOption(command)
    .addHelpText(
      'after',
      `\nAn index belongs to its files: when one changes (size, modification time or content), find and openings refuse it (exit 2).\nFiles of ${PARALLEL_THRESHOLD >> 20} MB or more in all are read on every core unless --jobs says otherwise (the same index).\nGive find and openings the same --variant as here (records that name none are replayed so).`,
    )
    .action(async (files: string[], o: { output: string; variant?: VariantOrAuto; encoding?: PdnEncoding; jobs?: string }) => {
      refuseOverwrite(io, o.output, files);
      for (const f of files) {
        if (f === '-') throw new UsageError('index: standard input (-) cannot be indexed: an index points into files');
        checkReadable(f, io);
        if (!statSync(pathIn(io, f)).isFile()) throw new UsageError(`${f}: not a regular file: an index points into files`);
      }
      const broken = new BrokenGames(io);
      const r = await writeIndex(io, files, o.output, queryMode(o.variant), o.encoding, broken, inputThreads(files, jobsOption(o.jobs), io));
      broken.summary();
      io.stderr.write(`${o.output}: ${r.games} games of ${files.length} ${files.length === 1 ? 'file' : 'files'}, ${r.bytes} bytes\n`);
      io.exitCode = broken.count ? 1 : 0;
    });
}
