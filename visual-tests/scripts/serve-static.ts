// A tiny static file server for the built Storybook, so the visual suite needs no extra dependency and binds
// only to 127.0.0.1. Usage: node scripts/serve-static.ts <folder> <port>
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [folderArg, portArg] = process.argv.slice(2);
if (!folderArg || !portArg) {
  console.error('Usage: node scripts/serve-static.ts <folder> <port>');
  process.exit(2);
}
const folder = resolve(folderArg);
const port = Number(portArg);
if (!existsSync(join(folder, 'iframe.html'))) {
  console.error(`No built Storybook in ${folder} (iframe.html is missing).`);
  process.exit(1);
}

const server = createServer((req, res) => {
  let file: string | null;
  try {
    file = resolveFile(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname));
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': contentType(file), 'Cache-Control': 'public, max-age=600' });
  createReadStream(file).pipe(res);
});

server.listen(port, '127.0.0.1', () => console.log(`Storybook served at http://127.0.0.1:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

/** The file a URL path names inside the folder (index.html for folders), or null; never outside the folder. */
function resolveFile(pathname: string): string | null {
  const candidate = normalize(join(folder, pathname));
  if (candidate !== folder && !candidate.startsWith(folder + sep)) return null;
  if (!existsSync(candidate)) return null;
  if (statSync(candidate).isDirectory()) {
    const index = join(candidate, 'index.html');
    return existsSync(index) ? index : null;
  }
  return candidate;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function contentType(file: string): string {
  return types[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
