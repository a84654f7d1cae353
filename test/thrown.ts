// What a call throws, for the tests of the typed argument errors (engine, grammar, records and
// puzzles boundaries): its class name, stable code and message. Nothing thrown fails the test.
export function thrown(call: () => unknown): { name: string; code: unknown; message: string } {
  try {
    call();
  } catch (e) {
    return { name: (e as Error).name, code: (e as { code?: unknown }).code, message: (e as Error).message };
  }
  throw new Error('nothing was thrown');
}
