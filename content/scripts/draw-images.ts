// Writes the illustrations of src/drawings.ts into content/images (committed, so the server's image endpoint
// and the seed have files to serve). Run: node content/scripts/draw-images.ts — it rewrites every file, so the
// output always matches the content; a test checks the committed files are up to date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawings } from '../src/drawings.ts';

export const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'images');

export function drawAll(): string[] {
  const written: string[] = [];
  for (const [file, svg] of drawings()) {
    const path = join(imagesDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, svg);
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = drawAll();
  console.log(`Wrote ${written.length} images under content/images`);
}
