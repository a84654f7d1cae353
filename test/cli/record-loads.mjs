// Preloaded with `node --import` by lazy-load.test.ts: appends the URL of every module the process
// resolves, one a line, to the file named by $BASHNI_LOADS (module hooks run on their own thread,
// so the list goes through a file).
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.BASHNI_LOADS, resolved.url + '\\n');
  return resolved;
}`;
register('data:text/javascript,' + encodeURIComponent(hooks));
