// A worker thread of `--jobs` (cli/jobs.ts): runs the tasks it is sent (cli/tasks.ts) one at a
// time and sends back each answer, or the message of what the task threw, under the task's id.
import { parentPort } from 'node:worker_threads';
import { loadTask, type TaskKind } from './tasks.ts';

const port = parentPort;
if (!port) throw new Error('cli/worker.ts runs as a worker thread of the bashni command');

port.on('message', async ({ id, kind, input }: { id: number; kind: TaskKind; input: never }) => {
  try {
    const run = await loadTask(kind);
    const value = run(input, (steps) => port.postMessage({ id, tick: steps }));
    port.postMessage({ id, ok: true, value });
  } catch (e) {
    port.postMessage({ id, ok: false, message: (e as Error)?.message ?? String(e), stack: (e as Error)?.stack });
  }
});
