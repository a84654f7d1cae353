// A tiny static server for the built site (site/dist): node:http only, 127.0.0.1.
// `npm start` builds the site then runs this; the browser tests reuse startServer() on a free port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.pdn': TEXT,
  '.yaml': TEXT,
  '.txt': TEXT,
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const DEFAULT_ROOT = fileURLToPath(new URL('../site/dist/', import.meta.url));

export interface Served {
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function fileFor(root: string, urlPath: string): Promise<string | undefined> {
  const [pathPart = ''] = urlPath.split(/[?#]/, 1);
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const candidate of [full, join(full, 'index.html'), full + '.html']) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return undefined;
}

/** Answers one request with the file it names, or the site's 404 page. */
async function respond(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const file = await fileFor(root, req.url ?? '/');
  let status = 200;
  let body: Buffer;
  let type: string;
  if (file) {
    body = await readFile(file);
    type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  } else {
    status = 404;
    const page = await fileFor(root, '/404.html');
    body = page ? await readFile(page) : Buffer.from('Not found\n');
    type = page ? HTML : TEXT;
  }
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serve `root` on 127.0.0.1:`port` (0 = any free port). */
export function startServer(opts: { root?: string; port?: number; host?: string } = {}): Promise<Served> {
  const root = resolve(opts.root ?? DEFAULT_ROOT);
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    // a file that vanished or cannot be read between the look-up and the read: a 500, not a crash
    respond(root, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : opts.port;
      done({
        server,
        url: `http://${host}:${port}/`,
        close: () => new Promise<void>((ok) => server.close(() => ok())),
      });
    });
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const port = Number(process.env.PORT ?? 4321);
  // a folder to serve instead of site/dist: a site built by `npm run site:club` (scripts/club-site.ts)
  const folder = process.argv[2];
  startServer({ port, ...(folder !== undefined ? { root: resolve(folder) } : {}) }).then(
    ({ url }) => console.log(`Serving ${folder ?? 'site/dist'} at ${url}  (Ctrl+C to stop)`),
    (e: Error) => {
      console.error(`serve: ${e.message}`);
      process.exit(1);
    },
  );
}
