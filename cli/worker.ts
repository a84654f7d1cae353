// A worker thread of `--jobs` (cli/jobs.ts): runs the tasks it is sent (cli/tasks.ts) one at a
// time and sends back each answer, or the message of what the task threw, under the task's id.
import { parentPort } from 'node:worker_threads';
import { loadTask, type TaskKind } from './tasks.ts';

if (!parentPort) throw new Error('cli/worker.ts runs as a worker thread of the bashni command');
const port = parentPort;

/** Runs one task and posts its answer; it never rejects (every failure is posted as an answer). */
async function answer({ id, kind, input }: { id: number; kind: TaskKind; input: never }): Promise<void> {
  try {
    const run = await loadTask(kind);
    const value = run(input, (steps) => port.postMessage({ id, tick: steps }));
    port.postMessage({ id, ok: true, value });
  } catch (e) {
    port.postMessage({ id, ok: false, message: (e as Error)?.message ?? String(e), stack: (e as Error)?.stack });
  }
}

port.on('message', (message: { id: number; kind: TaskKind; input: never }) => void answer(message));
