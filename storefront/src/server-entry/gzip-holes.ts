import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';

/**
 * A page gzipped once with holes where its CSP nonce goes, each use filling them with its own nonce (issue 19: the
 * page cache's hits were gzipped again on every request only because their nonce changed). The holes are first
 * given a placeholder of control bytes no page contains. The first hole, and any hole more than deflate's 32 KB
 * deflateWindow after the one before, is cut out: the text before it is deflated up to a byte boundary (a sync flush)
 * and a use writes its nonce there as a stored (uncompressed) block. The text after it is deflated with the 32 KB
 * before it, placeholder included, as dictionary, so every other hole is what one gzip of the page makes it: a
 * back-reference to the hole before, which then copies the nonce written there. A reference can only copy
 * placeholder bytes into a place that holds the same placeholder bytes (no other text has them), so filling
 * every hole alike keeps every reference right; `gzipWithHoles` checks it by filling with two nonces and
 * reading them back, and cuts out every hole if zlib wrote a placeholder byte as a literal. The page's gzip stays
 * within a few dozen bytes of the whole page's, at level 9 below it.
 */
export interface GzipWithHoles {
  /** The deflated parts, a hole (a stored block) between each two. */
  deflated: Buffer[];
  /** The text between all its holes, as UTF-8 (for the CRC-32 and the length of each answer). */
  raw: Buffer[];
  /** The hole's length in bytes: a filler has as many. */
  holeBytes: number;
  /** Bytes of an answer. */
  size: number;
  /** Holes written as stored blocks (the others are back-references to them). */
  cut: number;
}

const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xff]);
/** A final fixed-Huffman block holding nothing: ends the deflate stream. */
const lastBlock = Buffer.from([0x03, 0x00]);
/** Control characters no HTML page holds (not tab, line feed, carriage return or form feed). */
const placeholderBytes = [1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29];
// eslint-disable-next-line no-control-regex -- the very characters looked for
const placeholderCharacters = /[\x01-\x08\x0e-\x1d]/;
const deflateWindow = 32768;

/**
 * `text` gzipped once with a hole at every `hole` (an ASCII string of at most 24 characters, such as a nonce), or
 * undefined when it cannot be (the text holds a placeholder byte, the hole is too long).
 */
export function gzipWithHoles(text: string, hole: string): GzipWithHoles | undefined {
  const holeBytes = hole.length;
  if (holeBytes === 0 || holeBytes > placeholderBytes.length || Buffer.byteLength(hole) !== holeBytes) return;
  const placeholder = Buffer.from(placeholderBytes.slice(0, holeBytes));
  const marker = placeholder.toString('latin1');
  if (placeholderCharacters.test(text)) return;
  const template = Buffer.from(text.replaceAll(hole, marker), 'utf8');
  const holes: number[] = [];
  for (let at = template.indexOf(placeholder); at >= 0; at = template.indexOf(placeholder, at + holeBytes)) {
    holes.push(at);
  }
  const raw = split(template, holes, holeBytes);
  // A reference reaches 32 KB back, less the longest match (258) for safety.
  const referenced = holes.filter((at, index) => index === 0 || at - holes[index - 1]! > deflateWindow - 300);
  for (const cut of [referenced, holes]) {
    const gzip = deflateAround(template, cut, holeBytes, raw);
    const [one, other] = fillers(holeBytes);
    if (readsBack(gzip, text, hole, one) && readsBack(gzip, text, hole, other)) return gzip;
  }
  return undefined;
}

/** The gzip of the text with every hole filled by `filler`, which has the hole's bytes (ASCII). */
export function fillGzip(gzip: GzipWithHoles, filler: string): Buffer<ArrayBuffer> {
  const fill = Buffer.from(filler, 'latin1');
  if (filler.length !== gzip.holeBytes || !/^[\x20-\x7e]*$/.test(filler))
    throw new RangeError(`A filler has the hole's ${gzip.holeBytes} ASCII characters.`);
  const stored = Buffer.alloc(5 + fill.length);
  stored[0] = 0x00; // not final, stored, then padding to the byte
  stored.writeUInt16LE(fill.length, 1);
  stored.writeUInt16LE(~fill.length & 0xffff, 3);
  fill.copy(stored, 5);
  const out = Buffer.allocUnsafe(gzip.size);
  let at = header.copy(out, 0);
  gzip.deflated.forEach((part, index) => {
    if (index > 0) at += stored.copy(out, at);
    at += part.copy(out, at);
  });
  at += lastBlock.copy(out, at);
  let crc = 0;
  let length = 0;
  gzip.raw.forEach((part, index) => {
    if (index > 0) crc = crc32(fill, crc);
    crc = crc32(part, crc);
    length += part.length;
  });
  length += fill.length * (gzip.raw.length - 1);
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE(length % 2 ** 32, at + 4);
  return out;
}

/** The text itself with every hole filled by `filler` (for a client that does not take gzip). */
export function fillText(gzip: GzipWithHoles, filler: string): Buffer<ArrayBuffer> {
  const fill = Buffer.from(filler, 'latin1');
  return Buffer.concat(gzip.raw.flatMap((part, index) => (index > 0 ? [fill, part] : [part])));
}

/** Bytes kept: the text and its deflated parts. */
export function keptBytes(gzip: GzipWithHoles): number {
  return gzip.raw.reduce((sum, part) => sum + part.length, 0) + gzip.size;
}

/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  let gzip: boolean | undefined;
  let any = false;
  for (const item of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = item.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (token.trim() === 'gzip') gzip = !refused;
    else if (token.trim() === '*') any = !refused;
  }
  return gzip ?? any;
}

/** The template's text between the holes at `at`. */
function split(template: Buffer, at: number[], holeBytes: number): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (const hole of at) {
    parts.push(template.subarray(start, hole));
    start = hole + holeBytes;
  }
  parts.push(template.subarray(start));
  return parts;
}

/** The template deflated in parts around the holes at `cut`, each part with the 32 KB before it as dictionary. */
function deflateAround(template: Buffer, cut: number[], holeBytes: number, raw: Buffer[]): GzipWithHoles {
  let start = 0;
  const deflated = split(template, cut, holeBytes).map((part) => {
    const dictionary = template.subarray(Math.max(0, start - deflateWindow), start);
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
    const out = deflateRawSync(part, start > 0 ? { ...options, dictionary } : options);
    start += part.length + holeBytes;
    return out;
  });
  const size =
    header.length + deflated.reduce((sum, part) => sum + part.length, 0) + (5 + holeBytes) * cut.length + 2 + 8;
  return { deflated, raw, holeBytes, size, cut: cut.length };
}

/** Two fillers that differ at every place, each of distinct characters: together they tell a wrong reference. */
function fillers(length: number): [string, string] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [letters.slice(0, length), letters.slice(1, length + 1)];
}

function readsBack(gzip: GzipWithHoles, text: string, hole: string, filler: string): boolean {
  try {
    return gunzipSync(fillGzip(gzip, filler)).toString('utf8') === text.replaceAll(hole, filler);
  } catch {
    return false;
  }
}
