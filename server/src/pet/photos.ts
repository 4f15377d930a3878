// Pet photos through the image-hosting calls of spec §7: an authentication call gives a one-time signature
// (HMAC of token + expire with the server's secret, valid 60 s), then the multipart upload sends the file with
// fileName, tags, publicKey, signature, expire and token. The file's real type is read from its bytes (sharp),
// never from the name or the declared type; the photo is turned upright (EXIF) and by the rotation asked, bounded to
// 2000 px, stored without its metadata (a phone photo's EXIF holds where it was taken), and served like every image
// (resized on request). No HTTP here.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Locale } from '@gamelle/contract';
import {
  PET_PHOTO_MAX_BYTES,
  PET_PHOTO_MAX_MB,
  PET_PHOTO_PUBLIC_KEY,
  PET_PHOTO_ROTATIONS,
  petPhotoErrorCode,
} from '@gamelle/contract/pet/photo';
import { IMAGE_AUTH_TIMEOUT_MS } from '@gamelle/contract/shared/limits';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import sharp from 'sharp';
import { defaultDataDir } from '../shared/db/database.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { type KnownErrorCode, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import * as repository from './repository.ts';
import { extensionOfMime, photoUrl } from './view.ts';

/** Where uploaded photos are kept (`UPLOADS_DIR`, by default `DATA_DIR/uploads`). */
export const uploadsDir = resolve(process.env.UPLOADS_DIR ?? resolve(defaultDataDir, 'uploads'));

const maxSide = 2000;
const mimeOfFormat: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function sign(services: Services, token: string, expire: number): string {
  return createHmac('sha256', services.config.authSecret).update(`pet-photo|${token}|${expire}`).digest('hex');
}

/** GET …/images/authentication: a token for one upload, its expiry (seconds since the epoch) and signature. */
export async function uploadAuthentication(services: Services, customerId: number) {
  // Security windows keep the real time (clock.ts), not the shop's clock.
  const now = Date.now();
  const token = randomBytes(18).toString('base64url');
  const expire = Math.floor((now + IMAGE_AUTH_TIMEOUT_MS) / 1000);
  await repository.deleteExpiredUploadTokens(services.db, Math.floor(now / 1000) - 3600);
  await repository.insertUploadToken(services.db, { token, customer_id: customerId, expire });
  return { token, expire, signature: sign(services, token, expire) };
}

export interface UploadParts {
  file: unknown;
  fileName: unknown;
  tags: unknown;
  publicKey: unknown;
  signature: unknown;
  expire: unknown;
  token: unknown;
  customMetadata: unknown;
}

function refuse(locale: Locale, field: string, code: KnownErrorCode & Parameters<typeof serverMessage>[1]): never {
  throw violation(field, code, serverMessage(locale, code));
}

/** POST …/images/upload: checks every part in the order of spec §8, then stores the photo. */
export async function uploadPhoto(services: Services, customerId: number, parts: UploadParts, locale: Locale) {
  const { file, fileName, publicKey, signature, token } = parts;
  if (!(file instanceof Blob)) refuse(locale, 'file', 'missing_file');
  if (typeof fileName !== 'string' || fileName.trim() === '') refuse(locale, 'fileName', 'missing_file_name');
  if (fileName.length > 255) refuse(locale, 'fileName', 'invalid_upload_options');
  if (typeof publicKey !== 'string' || publicKey === '') refuse(locale, 'publicKey', 'missing_public_key');
  if (publicKey !== PET_PHOTO_PUBLIC_KEY) refuse(locale, 'publicKey', 'invalid_public_key');
  const expire = typeof parts.expire === 'string' && /^\d{1,12}$/.test(parts.expire) ? Number(parts.expire) : NaN;
  if (typeof token !== 'string' || typeof signature !== 'string' || !Number.isFinite(expire))
    refuse(locale, 'signature', 'missing_upload_data');
  const expected = Buffer.from(sign(services, token, expire));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    refuse(locale, 'signature', 'invalid_upload_signature');
  const tags = parseTags(parts.tags, locale);
  const rotation = parseRotation(parts.customMetadata, locale);

  // The type is what the bytes are; the size is checked before decoding anything.
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > PET_PHOTO_MAX_BYTES) fileRefusal(locale, 'file_too_large');
  const format = await sniff(bytes);
  const sniffed = petPhotoErrorCode({
    type: (format && mimeOfFormat[format]) ?? 'application/octet-stream',
    size: bytes.length,
  });
  if (sniffed) fileRefusal(locale, sniffed);

  const nowSeconds = Math.floor(Date.now() / 1000);
  if (expire < nowSeconds) refuse(locale, 'expire', 'upload_authentication_expired');
  if (!(await repository.spendUploadToken(services.db, customerId, token, nowSeconds, new Date().toISOString())))
    refuse(locale, 'token', 'upload_authentication_expired');

  const mime = mimeOfFormat[format!]!;
  const stored = await upright(bytes, format!, rotation, locale);
  const fileId = randomBytes(12).toString('hex');
  const fileHash = createHash('sha256').update(stored.data).digest('hex');
  await mkdir(uploadsDir, { recursive: true });
  const path = resolve(uploadsDir, `${fileId}.${extensionOfMime[mime]}`);
  await writeFile(`${path}.tmp`, stored.data);
  await rename(`${path}.tmp`, path);
  const row = {
    file_id: fileId,
    customer_id: customerId,
    file_name: fileName.trim(),
    mime,
    width: stored.info.width,
    height: stored.info.height,
    bytes: stored.data.length,
    file_hash: fileHash,
    tags: JSON.stringify(tags),
    created_at: new Date().toISOString(),
  };
  await repository.insertPhoto(services.db, row);
  const url = photoUrl(row);
  return {
    fileId,
    name: row.file_name,
    url,
    thumbnailUrl: `${url}?w=320&h=320`,
    fileHash,
    width: row.width,
    height: row.height,
  };
}

function fileRefusal(locale: Locale, code: 'file_too_large' | 'unsupported_file_type'): never {
  const params = code === 'file_too_large' ? { maxMb: PET_PHOTO_MAX_MB } : undefined;
  throw violation('file', code, formErrorMessage(locale, { form: 'petPhoto', field: 'file', code, params }));
}

/** `tags`: a comma-separated list (as image hosts take it) or a JSON array, at most 10 short tags. */
function parseTags(value: unknown, locale: Locale): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') refuse(locale, 'tags', 'invalid_upload_options');
  let tags: unknown;
  try {
    tags = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',').map((t) => t.trim());
  } catch {
    refuse(locale, 'tags', 'invalid_upload_options');
  }
  if (!Array.isArray(tags) || tags.length > 10 || tags.some((t) => typeof t !== 'string' || t.length > 64))
    refuse(locale, 'tags', 'invalid_upload_options');
  return (tags as string[]).filter((t) => t !== '');
}

/** `customMetadata`: JSON with an optional `rotation` of 0, 90, 180 or 270 degrees clockwise. */
function parseRotation(value: unknown, locale: Locale): number {
  if (value === undefined || value === '') return 0;
  let metadata: unknown;
  try {
    metadata = typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    metadata = null;
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    refuse(locale, 'customMetadata', 'invalid_upload_options');
  const rotation = (metadata as { rotation?: unknown }).rotation ?? 0;
  if (!(PET_PHOTO_ROTATIONS as readonly unknown[]).includes(rotation))
    refuse(locale, 'customMetadata', 'invalid_upload_options');
  return rotation as number;
}

async function sniff(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes, { limitInputPixels: 8000 * 8000 }).metadata()).format;
  } catch {
    return undefined;
  }
}

async function upright(bytes: Buffer, format: string, rotation: number, locale: Locale) {
  try {
    let image = sharp(bytes, { limitInputPixels: 8000 * 8000 }).autoOrient();
    if (rotation) image = sharp(await image.toBuffer()).rotate(rotation);
    image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85 });
    return await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    refuse(locale, 'file', 'unreadable_image');
  }
}
