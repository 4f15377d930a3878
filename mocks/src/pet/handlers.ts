// `/shop/animals` (issue 16) as the server answers it: the customer's own pets only (another's is a 404 to read,
// change or delete), the body checked with the contract's `animalBodySchema`, a birthday after the state's day
// refused; and the photo's two calls (a one-time signature, then the multipart upload judged by its bytes, with the
// §8 refusals in the caller's language), the photos served back as stored.
import {
  PET_PHOTO_MAX_BYTES,
  PET_PHOTO_MAX_MB,
  PET_PHOTO_PUBLIC_KEY,
  PET_PHOTO_ROTATIONS,
} from '@gamelle/contract/pet/photo';
import { petErrorTexts, type PetErrorCode } from '@gamelle/contract/pet/errors';
import { shopDate } from '@gamelle/contract/pet/age';
import { animalBodySchema } from '@gamelle/contract/pet/schema';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import {
  handle,
  languageOf,
  notFound,
  readBody,
  requireCustomer,
  violation,
  type MockProblem,
} from '../shared/respond.ts';
import { randomId, type MockCustomer, type MockState } from '../shared/state.ts';
import {
  addPet,
  animalView,
  imageSize,
  mockUploadsPath,
  petsOf,
  photoUrlOf,
  sniffImage,
  type MockPet,
  type MockPetPhoto,
} from './pets.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function petHandlers(state: MockState) {
  const own = (request: Request, me: MockCustomer): MockPet => {
    const id = Number(new URL(request.url).pathname.split('/').at(-1));
    const pet = state.pets.get(id);
    if (!pet || pet.customerId !== me.id) throw notFound('Animal not found');
    return pet;
  };

  /** The body as the server reads it, plus its own checks: the birthday by the state's day, the photo's owner. */
  const readPet = async (request: Request, me: MockCustomer, existing: MockPet | null) => {
    const body = await readBody(request, animalBodySchema, 'pet');
    const language = languageOf(request);
    const today = shopDate(state.now());
    if (body.birthday !== undefined && body.birthday > today) {
      const message = formErrorMessage(language, {
        form: 'pet',
        field: 'birthday',
        code: 'date_too_late',
        params: { max: today },
      });
      throw violation('birthday', 'date_too_late', message);
    }
    let photoId = existing?.photoId ?? null;
    if (body.photo === null) photoId = null;
    else if (body.photo !== undefined) {
      if (state.petPhotos.get(body.photo)?.customerId !== me.id) throw refusal(language, 'photo', 'unknown_photo');
      photoId = body.photo;
    }
    const { photo: _photo, ...values } = body;
    return { values, photoId, today };
  };

  return [
    http.get(
      route('/shop/animals'),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const mine = petsOf(state, me.id).map((pet) => animalView(state, pet, languageOf(request)));
        return HttpResponse.json({
          '@context': '/api/v2/contexts/Animal',
          ...hydraCollection(mine, `${API_BASES.shop}/shop/animals`),
        });
      }),
    ),

    http.post(
      route('/shop/animals'),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const { values, photoId } = await readPet(request, me, null);
        const pet = addPet(state, me.id, values, photoId);
        return HttpResponse.json(animalView(state, pet, languageOf(request)), { status: 201 });
      }),
    ),

    http.get(
      route('/shop/animals/:id'),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        return HttpResponse.json(animalView(state, own(request, me), languageOf(request)));
      }),
    ),

    http.put(
      route('/shop/animals/:id'),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const pet = own(request, me);
        const { values, photoId, today } = await readPet(request, me, pet);
        Object.assign(pet, { values, photoId, ageGivenOn: values.birthday ? null : today });
        return HttpResponse.json(animalView(state, pet, languageOf(request)));
      }),
    ),

    http.delete(
      route('/shop/animals/:id'),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        state.pets.delete(own(request, me).id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.get(
      route('/shop/images/authentication'),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const token = randomId();
        const expire = Math.floor(Date.now() / 1000) + 60;
        state.uploadTokens.set(token, { customerId: me.id, expire });
        return HttpResponse.json({ token, expire, signature: signatureOf(token, expire) });
      }),
    ),

    http.post(
      route('/shop/images/upload'),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const photo = await readUpload(state, request, me);
        state.petPhotos.set(photo.fileId, photo);
        const url = photoUrlOf(photo);
        return HttpResponse.json(
          {
            fileId: photo.fileId,
            name: photo.name,
            url,
            thumbnailUrl: `${url}?w=320&h=320`,
            fileHash: photo.fileHash,
            width: photo.width,
            height: photo.height,
          },
          { status: 201 },
        );
      }),
    ),

    // The photos as stored (the mocks ignore the resize query: the browser scales them).
    http.get(`*${mockUploadsPath}/:file`, ({ params }) => {
      const fileId = String(params.file).replace(/\.[a-z]+$/, '');
      const photo = state.petPhotos.get(fileId);
      if (!photo) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(photo.bytes.slice().buffer, {
        headers: { 'Content-Type': photo.mime, 'Cache-Control': 'no-store' },
      });
    }),
  ];
}

/** The mocks' stand-in for the server's HMAC: enough to tell a signature that was given from one that was not. */
function signatureOf(token: string, expire: number): string {
  return `mock-signature-${token}-${expire}`;
}

function refusal(language: 'fr' | 'nl', field: string, code: PetErrorCode): MockProblem {
  return violation(field, code, petErrorTexts[code][language]);
}

/** The upload's parts checked in the server's order (spec §8), then the bytes judged; the photo to keep. */
async function readUpload(state: MockState, request: Request, me: MockCustomer): Promise<MockPetPhoto> {
  const language = languageOf(request);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const form = type.startsWith('multipart/form-data') ? await request.formData().catch(() => null) : null;
  if (!form) throw refusal(language, 'file', 'missing_upload_data');
  const file = form.get('file');
  const fileName = form.get('fileName');
  const publicKey = form.get('publicKey');
  const token = form.get('token');
  const expire = Number(form.get('expire'));
  if (!(file instanceof Blob)) throw refusal(language, 'file', 'missing_file');
  if (typeof fileName !== 'string' || fileName.trim() === '') throw refusal(language, 'fileName', 'missing_file_name');
  if (typeof publicKey !== 'string' || publicKey === '') throw refusal(language, 'publicKey', 'missing_public_key');
  if (publicKey !== PET_PHOTO_PUBLIC_KEY) throw refusal(language, 'publicKey', 'invalid_public_key');
  if (typeof token !== 'string' || !Number.isFinite(expire))
    throw refusal(language, 'signature', 'missing_upload_data');
  if (form.get('signature') !== signatureOf(token, expire))
    throw refusal(language, 'signature', 'invalid_upload_signature');
  const rotation = rotationOf(form.get('customMetadata'));
  if (rotation === null) throw refusal(language, 'customMetadata', 'invalid_upload_options');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileRefusal = (code: 'file_too_large' | 'unsupported_file_type') => {
    const params = code === 'file_too_large' ? { maxMb: PET_PHOTO_MAX_MB } : undefined;
    return violation('file', code, formErrorMessage(language, { form: 'petPhoto', field: 'file', code, params }));
  };
  if (bytes.length > PET_PHOTO_MAX_BYTES) throw fileRefusal('file_too_large');
  const mime = sniffImage(bytes);
  if (!mime) throw fileRefusal('unsupported_file_type');

  const given = state.uploadTokens.get(token);
  state.uploadTokens.delete(token);
  if (!given || given.customerId !== me.id || expire < Math.floor(Date.now() / 1000))
    throw refusal(language, 'token', 'upload_authentication_expired');

  const size = imageSize(bytes, mime);
  const turned = rotation === 90 || rotation === 270;
  const fileId = randomId().replace(/-/g, '').slice(0, 24);
  return {
    fileId,
    customerId: me.id,
    name: fileName.trim(),
    mime,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    fileHash: `${fileId}-${rotation}`,
    bytes,
  };
}

/** `customMetadata`: JSON with an optional `rotation` of 0, 90, 180 or 270; null when it is anything else. */
function rotationOf(value: FormDataEntryValue | null): number | null {
  if (value === null || value === '') return 0;
  try {
    const metadata: unknown = JSON.parse(String(value));
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return null;
    const rotation = (metadata as { rotation?: unknown }).rotation ?? 0;
    return (PET_PHOTO_ROTATIONS as readonly unknown[]).includes(rotation) ? (rotation as number) : null;
  } catch {
    return null;
  }
}
