// The pets' mocks answer as the server: the contract's shape, the owner only, the form's rules and the state's day
// for the birthday, the photo's signature spent once, its type judged by the bytes, its sides turned with it.
import { imageAuthResponseSchema, imageUploadResponseSchema } from '@gamelle/contract/shared/images';
import { animalCollectionSchema, animalSchema } from '@gamelle/contract/pet/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call, login, origin } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

const rex = {
  type: 'dog',
  gender: 'male',
  name: 'Rex',
  breed: 'labrador',
  years: 3,
  months: 2,
  sterilized: false,
  weight: 31.5,
  condition: 'good',
  activity: 'high',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
};

/** A PNG header of `width` × `height` (the mocks read the sides from it, as they judge the type by the bytes). */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

async function upload(token: string, bytes: Uint8Array, options: { rotation?: number; locale?: string } = {}) {
  const query = `?channelCode=gamelle_fr&locale=${options.locale ?? 'fr_FR'}`;
  const auth = imageAuthResponseSchema.parse(
    await (
      await fetch(`${origin}/api/v2/shop/images/authentication${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json(),
  );
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart], { type: 'image/png' }), 'photo.png');
  form.set('fileName', 'photo.png');
  form.set('publicKey', 'public_gamelle_pets');
  form.set('signature', auth.signature);
  form.set('expire', String(auth.expire));
  form.set('token', auth.token);
  form.set('customMetadata', JSON.stringify({ rotation: options.rotation ?? 0 }));
  const send = () =>
    fetch(`${origin}/api/v2/shop/images/upload${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  const response = await send();
  return { status: response.status, body: (await response.json()) as unknown, again: send };
}

describe('pets', () => {
  it('lists the demo customer’s cat Praline with her photo and her age on the state’s clock', async () => {
    const { token } = await login();
    const list = animalCollectionSchema.parse((await call('/shop/animals', { token })).body);
    expect(list['hydra:totalItems']).toBe(1);
    const praline = list['hydra:member'][0]!;
    // Born 2021-05-14; the tests' clock is 2026-12-01: 5 years and 6 months.
    expect(praline).toMatchObject({ name: 'Praline', petType: 'cat', breedName: 'Européen', ageInMonths: 66 });
    const photo = await fetch(`${origin}${praline.photo!.url}`);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    const dutch = animalCollectionSchema.parse((await call('/shop/animals', { token, locale: 'nl_BE' })).body);
    expect(dutch['hydra:member'][0]!.breedName).toBe('Europese korthaar');
    expect((await call('/shop/animals')).status).toBe(401);
  });

  it('adds, reads, edits and deletes a pet; an age given in years and months is kept', async () => {
    const { token } = await login();
    const created = animalSchema.parse((await call('/shop/animals', { method: 'POST', token, body: rex })).body);
    expect(created).toMatchObject({ name: 'Rex', birthday: null, years: 3, months: 2, ageInMonths: 38 });
    expect(created.ageGivenOn).toBe('2026-12-01');
    const edited = animalSchema.parse(
      (await call(`/shop/animals/${created.id}`, { method: 'PUT', token, body: { ...rex, weight: 29 } })).body,
    );
    expect(edited.weight).toBe(29);
    expect(animalCollectionSchema.parse((await call('/shop/animals', { token })).body)['hydra:totalItems']).toBe(2);
    expect((await call(`/shop/animals/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(`/shop/animals/${created.id}`, { token })).status).toBe(404);
  });

  it('refuses what the form refuses, and a birthday after the state’s day', async () => {
    const { token } = await login();
    const bad = await call('/shop/animals', {
      method: 'POST',
      token,
      body: { ...rex, type: 'cat', breed: 'labrador', weight: 14 },
    });
    expect(bad.status).toBe(422);
    const codes = constraintViolationListSchema.parse(bad.body).violations.map((v) => `${v.propertyPath}:${v.code}`);
    expect(codes).toEqual(expect.arrayContaining(['breed:invalid', 'weight:weight_cat_range']));
    const tomorrow = await call('/shop/animals', {
      method: 'POST',
      token,
      body: { ...rex, years: undefined, months: undefined, birthday: '2026-12-02' },
    });
    // Checked against the state's day (2026-12-01), not today's.
    expect(constraintViolationListSchema.parse(tomorrow.body).violations[0]).toMatchObject({
      propertyPath: 'birthday',
      code: 'date_too_late',
    });
  });

  it('hides another customer’s pets, and refuses a photo they did not upload', async () => {
    const { token } = await login();
    await call('/shop/customers', {
      method: 'POST',
      body: { email: 'autre@example.com', password: 'secret5', firstName: 'Lou', lastName: 'Petit', botToken: 'b' },
    });
    const theirs = await login('autre@example.com', 'secret5');
    expect(animalCollectionSchema.parse((await call('/shop/animals', { token: theirs.token })).body)).toMatchObject({
      'hydra:totalItems': 0,
    });
    expect((await call('/shop/animals/1', { token: theirs.token })).status).toBe(404);
    expect((await call('/shop/animals/1', { method: 'PUT', token: theirs.token, body: rex })).status).toBe(404);
    expect((await call('/shop/animals/1', { method: 'DELETE', token: theirs.token })).status).toBe(404);
    const mine = imageUploadResponseSchema.parse((await upload(token, png(30, 20))).body);
    const stolen = await call('/shop/animals', {
      method: 'POST',
      token: theirs.token,
      body: { ...rex, photo: mine.fileId },
    });
    expect(constraintViolationListSchema.parse(stolen.body).violations[0]).toMatchObject({
      propertyPath: 'photo',
      code: 'unknown_photo',
    });
  });

  it('uploads a photo turned a quarter (sides swapped), spends the signature once, and the pet takes it', async () => {
    const { token } = await login();
    const sent = await upload(token, png(300, 200), { rotation: 90 });
    expect(sent.status).toBe(201);
    const photo = imageUploadResponseSchema.parse(sent.body);
    expect([photo.width, photo.height]).toEqual([200, 300]);
    expect((await sent.again()).status).toBe(422);
    const pet = animalSchema.parse(
      (await call('/shop/animals', { method: 'POST', token, body: { ...rex, photo: photo.fileId } })).body,
    );
    expect(pet.photo).toMatchObject({ fileId: photo.fileId, width: 200, height: 300 });
    const removed = animalSchema.parse(
      (await call(`/shop/animals/${pet.id}`, { method: 'PUT', token, body: { ...rex, photo: null } })).body,
    );
    expect(removed.photo).toBeNull();
  });

  it('refuses a text file named .png with the spec’s message, in the caller’s language', async () => {
    const { token } = await login();
    const text = new TextEncoder().encode('pas une image');
    const refused = await upload(token, text);
    expect(refused.status).toBe(422);
    expect(constraintViolationListSchema.parse(refused.body).violations[0]).toMatchObject({
      propertyPath: 'file',
      code: 'unsupported_file_type',
      message: "Ce type de fichier n'est pas accepté.",
    });
    const dutch = await upload(token, text, { locale: 'nl_BE' });
    expect(constraintViolationListSchema.parse(dutch.body).violations[0]!.message).toBe(
      'Dit bestandstype wordt niet aanvaard.',
    );
  });
});
