// After `vite build`: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) twin of every text asset in
// dist/client/assets, once, so that serve.ts sends the smallest encoding the browser accepts without compressing
// per request. Assets are content-hashed and immutable, so the twins never go stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'dist', 'client', 'assets');
const text = /\.(js|css|svg|json|txt)$/;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const name of readdirSync(assets)) {
  if (!text.test(name)) continue;
  const body = readFileSync(join(assets, name));
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(join(assets, `${name}.br`), br);
  writeFileSync(join(assets, `${name}.gz`), gz);
  raw += body.length;
  gzip += gz.length;
  brotli += br.length;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed assets: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
