// Where a command's output goes, written as it is made: `-o FILE` to a temporary file renamed over
// FILE at the end (cli/atomic-file.ts), else standard output in 64 KB pieces, waiting for a slow
// reader. For the commands that write game by game (find, openings).
import type { AtomicFile } from './atomic-file.ts';
import { type CliIo } from './io.ts';
import { cannotWrite } from './usage-error.ts';
import { forStdout, openOutputFile, type OutputKind } from './output.ts';

export class OutputSink {
  private buf = '';
  private readonly file?: AtomicFile;
  private readonly outFile?: string;

  constructor(
    private readonly io: CliIo,
    output: string | undefined,
    private readonly kind: OutputKind,
  ) {
    if (output !== undefined && output !== '-') {
      this.outFile = output;
      this.file = openOutputFile(io, output);
    }
  }

  /** Adds text; resolves once a full buffer has gone out. */
  write(text: string): Promise<void> | undefined {
    this.buf += text;
    return this.buf.length >= 1 << 16 ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    if (!this.buf) return;
    const text = this.buf;
    this.buf = '';
    if (this.file) {
      try {
        this.file.write(text);
      } catch (e) {
        throw cannotWrite(this.outFile!, e);
      }
    } else if (!this.io.stdout.write(forStdout(this.io, text, this.kind))) await new Promise<void>((resolve) => this.io.stdout.once('drain', resolve));
  }

  /** Everything written: flushed, and `-o FILE` put in place. */
  async commit(): Promise<void> {
    await this.flush();
    if (!this.file) return;
    try {
      this.file.commit();
    } catch (e) {
      throw cannotWrite(this.outFile!, e);
    }
  }

  /** A failure: `-o FILE` keeps its old content. */
  abort(): void {
    this.file?.abort();
  }
}
