import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import sharp from 'sharp';
import { readQuery } from '../http/body.ts';
import { notFound } from '../http/problems.ts';
import { defaultDataDir } from '../db/database.ts';
import { ImageCache } from './cache.ts';
import { RenderQueue } from './render-queue.ts';
import { type ImageQuery, imageQuerySchema, isTransform, outputFormat, snapQuery } from './transform.ts';

// libvips threads per render: one, so a render takes one core of the machine's two, never both.
sharp.concurrency(1);

/** content/images: the drawings the catalogue and pages point to. */
export const contentImagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../content/images');

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Where renders are kept across restarts (`IMAGE_CACHE_DIR`, by default `DATA_DIR/image-cache`). */
export const defaultImageCacheDir = resolve(process.env.IMAGE_CACHE_DIR ?? resolve(defaultDataDir, 'image-cache'));

/**
 * `/api/images/<file>`: content images, resized and converted on request to one of a fixed set of sizes (see
 * `snapImageTransform`), rendered one at a time, kept on disk and the most used in memory.
 */
export function imageRoutes(root = contentImagesDir, cacheDir = defaultImageCacheDir): Hono {
  const cache = new ImageCache(64 * 1024 * 1024);
  const queue = new RenderQueue(1, 16);
  const routes = new Hono();

  routes.get('/*', async (c) => {
    const query = snapQuery(readQuery(c, imageQuerySchema, 'image'));
    const relative = decodeURIComponent(c.req.path.replace(/^.*?\/images\//, ''));
    const file = await findImage(root, relative);
    const format = isTransform(query) ? outputFormat(query.format, c.req.header('accept'), query.w ?? query.h) : null;
    const key = `${relative}|${file.mtimeMs}|${JSON.stringify(query)}|${format}`;
    const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
    // A URL with the file's version (`v`) never changes; without it, a day.
    c.header('Cache-Control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    c.header('ETag', etag);
    c.header('Vary', 'Accept');
    // The drawings are SVG: served as images, never as documents that could run script.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);

    let rendered = cache.get(key);
    if (!rendered) {
      rendered = format
        ? {
            body: await renderCached(cacheDir, etag, () => queue.run(() => render(file.path, query, format))),
            type: types[format]!,
          }
        : { body: await readFile(file.path), type: types[extname(file.path)] ?? 'application/octet-stream' };
      cache.set(key, rendered);
    }
    c.header('Content-Type', rendered.type);
    return c.body(new Uint8Array(rendered.body));
  });

  return routes;
}

/** The render stored on disk under its ETag, or made now and stored (written aside, then renamed: never half a file). */
async function renderCached(dir: string, etag: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = resolve(dir, etag.replaceAll('"', ''));
  try {
    return await readFile(path);
  } catch {
    const body = await make();
    try {
      await mkdir(dir, { recursive: true });
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      // A full or read-only disk only costs the next render.
      console.warn('image cache: could not store a render', error);
    }
    return body;
  }
}

/** The file under `root`; anything outside it, or not an image, is a 404. */
async function findImage(root: string, relative: string): Promise<{ path: string; mtimeMs: number }> {
  if (!/^[a-z0-9][a-z0-9/_-]*\.(svg|png|jpg|webp)$/i.test(relative) || relative.includes('..'))
    throw notFound('Image not found');
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) throw notFound('Image not found');
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new Error('not a file');
    return { path, mtimeMs: info.mtimeMs };
  } catch {
    throw notFound('Image not found');
  }
}

async function render(path: string, query: ImageQuery, format: 'webp' | 'avif' | 'jpeg' | 'png'): Promise<Buffer> {
  // Drawings are vectors: rasterise them at a density that makes the asked size sharp.
  let image = sharp(path, { density: 144, limitInputPixels: 4000 * 4000 });
  if (query.w || query.h)
    image = image.resize({
      ...(query.w ? { width: query.w } : {}),
      ...(query.h ? { height: query.h } : {}),
      fit: query.w && query.h ? 'cover' : 'inside',
      withoutEnlargement: false,
    });
  // Sharp's sigma grows costly fast; the placeholder asks for 4, so half the value reads the same and stays cheap.
  if (query.blur) image = image.blur(Math.max(0.3, Math.min(query.blur / 2, 50)));
  const quality = query.quality ?? 80;
  const progressive = query.progressive === 'true' || query.progressive === '1';
  switch (format) {
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      // Effort 2 of 9: a 320 px render in 140 ms instead of 530 ms, 2048 px in 3.4 s instead of 20 s, a little larger.
      return image.avif({ quality: Math.min(quality, 90), effort: 2 }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, progressive }).toBuffer();
    case 'png':
      return image.png({ progressive }).toBuffer();
  }
}
