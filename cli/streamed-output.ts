// An output written as it is made, game by game (convert, annotate): `-o FILE` goes to a
// temporary file renamed over FILE at the end (cli/atomic-file.ts), standard output is written in
// 64 KB pieces, waiting for a slow reader ('drain'). Memory holds one piece, whatever the size of
// the whole output; a reader that goes away (`| head`) ends the process at the next piece
// (quietOnClosedPipe in cli/io.ts), not after the whole input has been worked through.
import { type CliIo, type OutStream } from './io.ts';
import { cannotWrite } from './usage-error.ts';
import { forStdout, openOutputFile, type OutputKind } from './output.ts';
import { safeText } from './terminal-text.ts';

/** Bytes (about: characters) gathered before they are written. */
const PIECE_CHARS = 1 << 16;

export interface StreamedOutput {
  /** Adds text; a promise when a piece was written and the reader must be waited for. */
  write(text: string): Promise<void> | undefined;
  /** Writes what has been added so far (a slow command shows each result as it is made). */
  flush(): Promise<void>;
  /** Writes what is left, then replaces `-o FILE` (commit). */
  finish(): Promise<void>;
  /** Drops `-o FILE`'s temporary file (the old FILE stays); nothing for standard output. */
  abort(): void;
}

/**
 * Starts an output: `outFile` (undefined or `-`: standard output, written through `writer`, a
 * progress line's write that clears and redraws the line around the text).
 */
export function streamedOutput(
  io: CliIo,
  outFile: string | undefined,
  kind: OutputKind,
  writer: { write(stream: OutStream, text: string): boolean } = { write: (s, t) => s.write(t) },
): StreamedOutput {
  const file = outFile !== undefined && outFile !== '-' ? outFile : undefined;
  const atomic = file !== undefined ? openOutputFile(io, file) : undefined;
  let out = '';
  const flush = async (): Promise<void> => {
    if (!out) return;
    const text = out;
    out = '';
    if (atomic) {
      try {
        atomic.write(kind === 'text' ? safeText(text) : text);
      } catch (e) {
        throw cannotWrite(file!, e);
      }
    } else if (!writer.write(io.stdout, forStdout(io, text, kind))) await new Promise<void>((resolve) => io.stdout.once('drain', resolve));
  };
  return {
    write(text: string) {
      out += text;
      return out.length >= PIECE_CHARS ? flush() : undefined;
    },
    flush,
    async finish() {
      await flush();
      if (atomic) {
        try {
          atomic.commit();
        } catch (e) {
          throw cannotWrite(file!, e);
        }
      }
    },
    abort() {
      out = '';
      atomic?.abort();
    },
  };
}
