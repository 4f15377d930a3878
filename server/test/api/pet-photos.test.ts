import { imageUploadResponseSchema, imageAuthResponseSchema } from '@gamelle/contract/shared/images';
import { PET_PHOTO_MAX_BYTES, PET_PHOTO_PUBLIC_KEY } from '@gamelle/contract/pet/photo';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiUrl, call, database, type Loose, newCustomer, postOversizedForm } from './helpers.ts';

const upload = `${apiUrl}/v2/shop/images/upload`;

async function photo(width = 60, height = 40, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return base.toFormat(format).toBuffer();
}

async function authenticate(token: string) {
  const res = await call('GET', '/images/authentication', { token });
  expect(res.status).toBe(200);
  return imageAuthResponseSchema.parse(res.body);
}

async function send(token: string, parts: Record<string, string | Blob | undefined>, query = '') {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) form.append(name, value);
  const res = await fetch(`${upload}${query}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Loose };
}

async function validParts(token: string, file: Blob) {
  const auth = await authenticate(token);
  return {
    file,
    fileName: 'minou.jpg',
    tags: 'pet,cat',
    publicKey: PET_PHOTO_PUBLIC_KEY,
    signature: auth.signature,
    expire: String(auth.expire),
    token: auth.token,
  };
}

const cat = {
  type: 'cat',
  gender: 'female',
  name: 'Minou',
  breed: 'europeen',
  birthday: '2022-04-10',
  sterilized: true,
  weight: 4.2,
  condition: 'good',
  activity: 'moderate',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
};

describe('pet photo upload (spec §7 image hosting)', () => {
  it('authenticates for 60 s, uploads, turns the photo, serves it resized and attaches it to a pet', async () => {
    const me = await newCustomer();
    const auth = await authenticate(me.token);
    const now = Math.floor(Date.now() / 1000);
    expect(auth.expire - now).toBeGreaterThanOrEqual(59);
    expect(auth.expire - now).toBeLessThanOrEqual(61);

    const parts = await validParts(me.token, new Blob([await photo(60, 40)], { type: 'image/jpeg' }));
    const res = await send(me.token, { ...parts, customMetadata: JSON.stringify({ rotation: 90 }) });
    expect(res.status).toBe(201);
    const uploaded = imageUploadResponseSchema.parse(res.body);
    // Turned a quarter: 60×40 becomes 40×60.
    expect(uploaded).toMatchObject({ name: 'minou.jpg', width: 40, height: 60 });
    expect(uploaded.fileHash).toMatch(/^[0-9a-f]{64}$/);

    const image = await fetch(`${apiUrl.replace(/\/api$/, '')}${uploaded.url}?w=20&format=webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBeGreaterThan(0);

    // The token served once.
    expect((await send(me.token, parts)).body.violations[0].code).toBe('upload_authentication_expired');

    const pet = await call('POST', '/animals', { token: me.token, body: { ...cat, photo: uploaded.fileId } });
    expect(pet.status).toBe(201);
    expect(pet.body.photo).toMatchObject({ fileId: uploaded.fileId, url: uploaded.url, width: 40 });
    // Replaced, then deleted.
    const second = await send(me.token, await validParts(me.token, new Blob([await photo(30, 30, 'png')])));
    expect(second.status).toBe(201);
    const replaced = await call('PUT', pet.body['@id'], {
      token: me.token,
      body: { ...cat, photo: second.body.fileId },
    });
    expect(replaced.body.photo.url).toMatch(/\.png$/);
    const kept = await call('PUT', pet.body['@id'], { token: me.token, body: { ...cat, name: 'Minette' } });
    expect(kept.body.photo.fileId).toBe(second.body.fileId);
    const removed = await call('PUT', pet.body['@id'], { token: me.token, body: { ...cat, photo: null } });
    expect(removed.body.photo).toBeNull();

    // Another customer can neither use the photo nor the upload signature.
    const other = await newCustomer();
    const stolen = await call('POST', '/animals', { token: other.token, body: { ...cat, photo: uploaded.fileId } });
    expect(stolen.body.violations[0]).toMatchObject({ propertyPath: 'photo', code: 'unknown_photo' });
    const theirs = await validParts(me.token, new Blob([await photo()]));
    expect((await send(other.token, theirs)).body.violations[0].code).toBe('upload_authentication_expired');
  });

  it('answers every upload error of spec §8 with its message, in French and Dutch', async () => {
    const me = await newCustomer();
    const jpeg = new Blob([await photo()]);
    const cases: [Record<string, string | Blob | undefined>, number, string, string][] = [
      [{ file: undefined }, 422, 'file', 'missing_file'],
      [{ fileName: '' }, 422, 'fileName', 'missing_file_name'],
      [{ publicKey: undefined }, 422, 'publicKey', 'missing_public_key'],
      [{ publicKey: 'public_someone_else' }, 422, 'publicKey', 'invalid_public_key'],
      [{ signature: undefined }, 422, 'signature', 'missing_upload_data'],
      [{ signature: 'f'.repeat(64) }, 422, 'signature', 'invalid_upload_signature'],
      [{ expire: '1' }, 422, 'signature', 'invalid_upload_signature'],
      [{ tags: '["a", 3]' }, 422, 'tags', 'invalid_upload_options'],
      [{ customMetadata: '{"rotation": 45}' }, 422, 'customMetadata', 'invalid_upload_options'],
      // The real type is read from the bytes: a GIF named .jpg and declared as JPEG is still a GIF.
      [{ file: new Blob([await photo(10, 10, 'gif')], { type: 'image/jpeg' }) }, 422, 'file', 'unsupported_file_type'],
      [
        { file: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }) },
        422,
        'file',
        'unsupported_file_type',
      ],
      [{ file: new Blob(['not an image at all']) }, 422, 'file', 'unsupported_file_type'],
      [{ file: new Blob([new Uint8Array(PET_PHOTO_MAX_BYTES + 1)]) }, 422, 'file', 'file_too_large'],
    ];
    for (const [change, status, path, code] of cases) {
      const res = await send(me.token, { ...(await validParts(me.token, jpeg)), ...change });
      expect(res.status, JSON.stringify(Object.keys(change))).toBe(status);
      expect(res.body.violations[0], code).toMatchObject({ propertyPath: path, code });
      expect(res.body.violations[0].message, code).not.toBe('');
    }
    const nl = await send(me.token, { ...(await validParts(me.token, jpeg)), fileName: '' }, '?locale=nl');
    expect(nl.body.violations[0].message).toBe('De bestandsnaam ontbreekt.');
    const big = await send(me.token, {
      ...(await validParts(me.token, jpeg)),
      file: new Blob([new Uint8Array(PET_PHOTO_MAX_BYTES + 1)]),
    });
    expect(big.body.violations[0].message).toBe('Le fichier est trop volumineux (maximum 5 Mo).');
    // A body far beyond the limit is a 413 with the same code.
    const hugeForm = new FormData();
    for (const [name, value] of Object.entries(await validParts(me.token, jpeg))) hugeForm.append(name, value);
    hugeForm.set('file', new Blob([new Uint8Array(PET_PHOTO_MAX_BYTES * 2)]), 'big.jpg');
    const huge = await postOversizedForm(upload, hugeForm, { authorization: `Bearer ${me.token}` });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).violations[0].code).toBe('file_too_large');
    // Not multipart at all.
    const json = await call('POST', '/images/upload', { token: me.token, body: { file: 'x' } });
    expect(json.body.violations[0].code).toBe('missing_upload_data');
    // An expired authentication (made to expire in the database: the test does not wait a minute).
    const stale = await validParts(me.token, jpeg);
    const db = database();
    await db.kysely.updateTable('upload_tokens').set({ expire: 1 }).where('token', '=', stale.token).execute();
    expect((await send(me.token, stale)).body.violations[0].code).toBe('upload_authentication_expired');
    // Without a session, no signature and no upload.
    expect((await call('GET', '/images/authentication')).status).toBe(401);
    expect((await fetch(upload, { method: 'POST', body: new FormData() })).status).toBe(401);
  });
});
