// `--jobs N`: the commands' tasks (cli/tasks.ts) on N worker threads, the answers handed back in
// input order. Memory stays bounded: inputs are pulled from their iterator only while fewer than
// a small window of tasks is out (sent and not yet handed back), so a reader streaming a large
// file is never far ahead, and answers that arrive early wait in a reorder buffer of at most that
// window. With one job the tasks run in this thread through the same functions, so the output
// is the same bytes whatever N is.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Command } from 'commander';
import { parseCount } from './options.ts';
import { loadTask, type TaskInput, type TaskKind, type TaskOutput } from './tasks.ts';

/** The most threads `--jobs` accepts. */
const MAX_JOBS = 256;

export interface Jobs {
  readonly count: number;
  /** Given on the command line: the work is spread even where one thread would do as well. */
  readonly explicit: boolean;
}

/** Adds `-j, --jobs <n>` to a command. */
export function addJobsOption(command: Command): Command {
  return command.option('-j, --jobs <n>', `worker threads, 1..${MAX_JOBS} (default: the available cores, here ${availableParallelism()})`);
}

/** The `--jobs` option checked: 1..256, default os.availableParallelism(). */
export function jobsOption(text: string | undefined): Jobs {
  if (text === undefined) return { count: Math.min(MAX_JOBS, availableParallelism()), explicit: false };
  return { count: parseCount(text, '--jobs', { min: 1, max: MAX_JOBS }), explicit: true };
}

export interface RunOptions {
  /** Threads; 1 runs every task here, in this thread (unless inThisThread is false). */
  readonly jobs: number;
  /**
   * false: even one job runs on a worker thread, keeping this one free for signals (a command
   * with a temporary file to remove on Ctrl-C). Default: one job runs here.
   */
  readonly inThisThread?: boolean;
  /** Tasks given to one worker at a time (2 keeps a worker busy while its answer travels). */
  readonly perWorker?: number;
  /** Told of the steps the tasks report (their `tick`), for progress. */
  readonly onTick?: (steps: number) => void;
  /** The buffers of an input that move to the worker rather than being copied (the input must not use them after). */
  readonly transfer?: (input: never) => ArrayBuffer[];
}

/** Runs a task of `kind` on every input; yields the outputs in input order. */
export async function* runOrdered<K extends TaskKind>(kind: K, inputs: Iterable<TaskInput<K>> | AsyncIterable<TaskInput<K>>, opts: RunOptions): AsyncGenerator<TaskOutput<K>> {
  const tick = opts.onTick ?? ((): void => {});
  if (opts.jobs <= 1 && opts.inThisThread !== false) {
    const run = await loadTask(kind);
    for await (const input of inputs) yield run(input, tick);
    return;
  }
  const pool = new Pool(kind, Math.max(1, opts.jobs), tick, opts.transfer as ((input: TaskInput<K>) => ArrayBuffer[]) | undefined);
  try {
    yield* pool.run(inputs, opts.perWorker ?? 1);
  } finally {
    await pool.close();
  }
}

/**
 * The worker's file: beside this one in the sources (cli/worker-dev.js starts tsx, then
 * cli/worker.ts); in the bundle, dist/cli/bashni-worker.js (scripts/build.ts), while this code is
 * in dist/cli/ or in a chunk in dist/cli/chunks/.
 */
function workerUrl(): URL {
  const here = new URL('.', import.meta.url);
  if (import.meta.url.endsWith('.ts')) return new URL('worker-dev.js', here);
  return new URL('bashni-worker.js', here.pathname.endsWith('/chunks/') ? new URL('..', here) : here);
}

type Reply = { id: number; tick: number } | { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; stack?: string };

interface Thread {
  readonly worker: Worker;
  busy: number;
}

class Pool<K extends TaskKind> {
  private readonly threads: Thread[] = [];
  private readonly answers = new Map<number, { ok: true; value: unknown } | { ok: false; message: string; stack?: string }>();
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly kind: K,
    private readonly size: number,
    private readonly tick: (steps: number) => void,
    private readonly transfer: ((input: TaskInput<K>) => ArrayBuffer[]) | undefined,
  ) {}

  async *run(inputs: Iterable<TaskInput<K>> | AsyncIterable<TaskInput<K>>, perWorker: number): AsyncGenerator<TaskOutput<K>> {
    const source: Iterator<TaskInput<K>> | AsyncIterator<TaskInput<K>> = Symbol.asyncIterator in inputs ? inputs[Symbol.asyncIterator]() : inputs[Symbol.iterator]();
    const window = this.size * perWorker * 2;
    let sent = 0;
    let next = 0;
    let exhausted = false;
    /** An input being read (a slow reader, `tail -f | bashni verify -`, must not hold back answers). */
    let reading: Promise<IteratorResult<TaskInput<K>>> | undefined;
    try {
      for (;;) {
        if (this.failure) throw this.failure;
        const answer = this.answers.get(next);
        if (answer) {
          this.answers.delete(next);
          next++;
          if (!answer.ok) throw taskError(answer);
          yield answer.value as TaskOutput<K>;
          continue;
        }
        if (exhausted && next === sent) return;
        if (!reading && !exhausted && sent - next < window && this.hasRoom(perWorker)) reading = Promise.resolve(source.next());
        // whichever comes first: the input being read, or an answer (or a failure)
        const woken = new Promise<undefined>((resolve) => (this.wake = () => resolve(undefined)));
        const item = reading ? await Promise.race([reading, woken]) : await woken;
        this.wake = undefined;
        if (!item) continue;
        reading = undefined;
        if (item.done) {
          exhausted = true;
          continue;
        }
        // a thread with room is still there: none is given a task but here
        const thread = this.freeThread(perWorker)!;
        thread.busy++;
        thread.worker.postMessage({ id: sent++, kind: this.kind, input: item.value }, this.transfer?.(item.value));
      }
    } finally {
      // stops the reader (an input still being read is stopped once it arrives)
      if (!exhausted && reading) void reading.then(() => source.return?.()).catch(() => {});
      else if (!exhausted) await source.return?.();
    }
  }

  /** True when a task can be given now: a thread has room, or another may be started. */
  private hasRoom(perWorker: number): boolean {
    return this.threads.length < this.size || this.threads.some((t) => t.busy < perWorker);
  }

  /** A thread with room for a task: an idle one, else a new one while fewer than `size`. */
  private freeThread(perWorker: number): Thread | undefined {
    let best: Thread | undefined;
    for (const t of this.threads) if (t.busy < perWorker && (!best || t.busy < best.busy)) best = t;
    if (best && best.busy === 0) return best;
    if (this.threads.length < this.size) return this.spawn();
    return best;
  }

  private spawn(): Thread {
    const worker = new Worker(workerUrl());
    const thread: Thread = { worker, busy: 0 };
    worker.on('message', (reply: Reply) => {
      if ('tick' in reply) {
        this.tick(reply.tick);
        return;
      }
      thread.busy--;
      this.answers.set(reply.id, reply);
      this.signal();
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => {
      if (thread.busy > 0) this.fail(new Error(`a worker thread stopped (exit code ${code}) with work unfinished`));
    });
    this.threads.push(thread);
    return thread;
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.signal();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}

/** A task that threw in a worker: the same message as in this thread (an internal error). */
function taskError(answer: { message: string; stack?: string }): Error {
  const e = new Error(answer.message);
  if (answer.stack) e.stack = answer.stack;
  return e;
}
