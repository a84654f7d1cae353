// The `bashni` process: the command (cli/main.ts) on the process's own streams, with what only a
// process has: a closed or failing standard output ends it at once (cli/io.ts quietOnClosedPipe),
// and its exit code is the command's. The entry of the bundle (scripts/build.ts) and of cli/bin.js.
import { processIo, quietOnClosedPipe } from './io.ts';
import { main } from './main.ts';

const io = processIo();
quietOnClosedPipe(io);
process.exitCode = await main(process.argv.slice(2), io);
