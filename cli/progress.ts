// Progress on standard error for the commands that can run long (verify, convert, annotate,
// puzzles mine and check, selfplay, deep perft): done/total, rate and time left on one line,
// redrawn at most four times a second and erased at the end. Only for a person watching: stderr
// is a terminal (not TERM=dumb), CI is unset, and neither --quiet nor --json is given. Standard
// output is never touched. The line is drawn by cli-progress (cursor moves, line clearing,
// terminal width, throttled redraws), which is loaded only when a bar is shown, so commands that
// show none start as fast as before. Colour (the bar's fill) follows NO_COLOR, --no-color and
// what the terminal supports.
import type { Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import { styleText } from 'node:util';
import type { CliIo, OutStream } from './io.ts';

/** The command-line flags that decide what goes to the terminal. */
export interface TerminalFlags {
  readonly quiet?: boolean;
  /** false with --no-color (commander's negated option). */
  readonly color?: boolean;
  readonly json?: boolean;
}

/** Adds `-q, --quiet` and `--no-color` to a command that shows progress. */
export function addTerminalOptions(command: Command): Command {
  return command.option('-q, --quiet', 'no progress line on standard error').option('--no-color', 'no colour on the terminal (NO_COLOR=1 does the same)');
}

/** True when a progress line may be drawn: a person is watching standard error. */
export function progressWanted(flags: TerminalFlags, io: CliIo): boolean {
  return Boolean(io.stderr.isTTY) && !io.env.CI && io.env.TERM !== 'dumb' && !flags.quiet && !flags.json;
}

/** True when colour may be used on standard error (https://no-color.org: any non-empty NO_COLOR). */
function colorWanted(flags: TerminalFlags, io: CliIo): boolean {
  if (flags.color === false || io.env.NO_COLOR) return false;
  return Boolean(io.stderr.isTTY) && Boolean(io.stderr.hasColors?.());
}

export interface ProgressSpec {
  /** What runs: `annotate`, `verify`, `perft 10`. */
  readonly label: string;
  /** What is counted: `games`, `positions`, `subtrees`. */
  readonly unit: string;
  /** The whole amount when known: a bar and the time left are shown only then. */
  readonly total?: number;
  /** How the amount is shown: a count of units (default), bytes in MB, or a percentage of the total. */
  readonly show?: 'count' | 'bytes' | 'percent';
}

export interface Progress {
  /** How much is done, with an optional note after the figures (`12 games`, `3/20 games`). */
  update(done: number, note?: string): void;
  /**
   * Writes other output while the line may be on the terminal: the line is erased first when
   * the stream is a terminal too (it comes back at the next update). Returns stream.write's value.
   */
  write(stream: OutStream, text: string): boolean;
  /** Erases the line for good. Always call it (a drawn line keeps a timer running). */
  stop(): void;
}

/** Nothing drawn: --quiet, --json, or no terminal. */
const SILENT: Progress = {
  update: () => {},
  write: (stream, text) => stream.write(text),
  stop: () => {},
};

/**
 * A line appears only for work that lasts: nothing flashes by on a quick command.
 * BASHNI_PROGRESS_AFTER_MS changes the wait (0: at once), so tests need not rely on timing.
 */
const showAfterMs = (io: CliIo): number => Number(io.env.BASHNI_PROGRESS_AFTER_MS || 500);
const FRAMES_PER_SECOND = 4;

/** Starts the progress of one command; a silent one unless progressWanted(flags). */
export async function startProgress(spec: ProgressSpec, flags: TerminalFlags, io: CliIo): Promise<Progress> {
  if (!progressWanted(flags, io)) return SILENT;
  const { default: cliProgress } = await import('cli-progress');
  return new TerminalProgress(spec, cliProgress.SingleBar, colorWanted(flags, io), io.stderr as NodeJS.WritableStream, showAfterMs(io));
}

class TerminalProgress implements Progress {
  private bar: SingleBar | undefined;
  private readonly started = Date.now();
  private done = 0;
  private note = '';
  private stopped = false;
  /** When the line was last erased for other output (it comes back a frame later at the soonest). */
  private erased = 0;
  private readonly timer: NodeJS.Timeout;
  private redraw: NodeJS.Timeout | undefined;

  constructor(
    private readonly spec: ProgressSpec,
    private readonly Bar: typeof SingleBar,
    private readonly color: boolean,
    /** Standard error, a terminal (cli-progress moves its cursor). */
    private readonly stream: NodeJS.WritableStream,
    private readonly showAfterMs: number,
  ) {
    // the event loop may be free (work in worker threads) or busy (work in this thread, when
    // update() draws): either way the line appears once the work has lasted showAfterMs
    this.timer = setTimeout(() => this.draw(), showAfterMs);
    this.timer.unref();
  }

  update(done: number, note?: string): void {
    this.done = done;
    if (note !== undefined) this.note = note;
    if (this.bar) this.bar.update(done);
    else if (Date.now() - this.started >= this.showAfterMs && Date.now() - this.erased >= 1000 / FRAMES_PER_SECOND) this.draw();
  }

  write(stream: OutStream, text: string): boolean {
    if (this.bar && stream.isTTY) {
      this.erase();
      // back a frame later (or at the next update after that), below what was written
      clearTimeout(this.redraw);
      this.redraw = setTimeout(() => this.draw(), 1000 / FRAMES_PER_SECOND);
      this.redraw.unref();
    }
    return stream.write(text);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.redraw);
    this.erase();
  }

  private draw(): void {
    if (this.stopped || this.bar) return;
    // cli-progress redraws on its own timer (when the event loop is free) and within update()
    // (when it is not); the line's text comes from line() below, and cli-progress cuts it at
    // the terminal's width. The terminal's modes are left alone (no cursor hiding, wrapping
    // kept), so nothing needs restoring: no signal handler is installed (one would delay Ctrl-C
    // while the main thread works) and a command killed mid-way leaves just the line.
    this.bar = new this.Bar({
      stream: this.stream,
      fps: FRAMES_PER_SECOND,
      clearOnComplete: true,
      hideCursor: false,
      linewrap: true,
      gracefulExit: false,
      format: (_options, params) => this.line(params.maxWidth),
    });
    process.once('exit', this.onExit);
    this.bar.start(this.spec.total ?? 0, this.done);
  }

  /** An exit with the line up (process.exit on a closed pipe) erases it first. */
  private readonly onExit = (): void => this.erase();

  private erase(): void {
    const bar = this.bar;
    if (!bar) return;
    this.bar = undefined;
    this.erased = Date.now();
    process.removeListener('exit', this.onExit);
    bar.stop();
  }

  /** `annotate ████░░░░ 12/20 games · 3.1 games/s · 4s left · note`, at most `width` columns. */
  private line(width: number): string {
    const { label, unit, total, show = 'count' } = this.spec;
    const seconds = (Date.now() - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const parts: string[] = [];
    if (show === 'percent') parts.push(`${total ? Math.floor((100 * Math.min(this.done, total)) / total) : 100}%`);
    else {
      const mb = (n: number): string => (n / (1 << 20)).toFixed(1);
      const amount = show === 'bytes' ? mb : String;
      const of = total !== undefined ? `/${amount(total)}` : '';
      parts.push(`${amount(this.done)}${of} ${show === 'bytes' ? 'MB' : unit}`);
      if (rate > 0) parts.push(`${show === 'bytes' ? mb(rate) : compactNumber(rate)} ${show === 'bytes' ? 'MB' : unit}/s`);
    }
    if (total !== undefined && rate > 0 && this.done < total) parts.push(`${durationText((total - this.done) / rate)} left`);
    if (this.note) parts.push(this.note);
    const text = parts.join(' · ');
    // cli-progress cuts the line at `width` characters, escape codes included: room for them
    const codes = this.color ? styleText('cyan', '').length : 0;
    const room = width - 1 - label.length - 2 - text.length - codes;
    if (total === undefined || room < 12) {
      const line = `${label} ${text}`;
      return line.length < width ? line : line.slice(0, width - 1);
    }
    const size = Math.min(30, room - 1);
    const fraction = total > 0 ? Math.min(1, this.done / total) : 1;
    const full = Math.round(fraction * size);
    const fill = '\u2588'.repeat(full);
    const rest = '\u2591'.repeat(size - full);
    const bar = (this.color ? styleText('cyan', fill) : fill) + rest;
    return `${label} ${bar} ${text}`;
  }
}

/** `3.1`, `42`, `12.3k`, `3.4M`: a rate or a count, short. */
export function compactNumber(rate: number): string {
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(1)}M`;
  if (rate >= 1e4) return `${(rate / 1e3).toFixed(1)}k`;
  return rate >= 10 ? String(Math.round(rate)) : rate.toFixed(1);
}

/** `7s`, `2m05s`, `1h02m`. */
function durationText(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
