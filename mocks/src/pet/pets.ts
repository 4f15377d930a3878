// The mocks' pets (issue 16): the demo customer's cat Praline with her photo, pets added and changed as the server
// keeps them (an age in years and months kept with the day given, so it grows), their uploaded photos, and the
// answer in the contract's shape with the breed named in the caller's language and the age on the state's clock.
import { findPetBreed, petAgeInMonths, shopDate } from '@gamelle/contract/pet';
import { ANIMAL_GENDER_IRIS, ANIMAL_TYPE_IRIS, type PetType } from '@gamelle/contract/pet/rules';
import type { Animal, AnimalValues } from '@gamelle/contract/pet/schema';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import type { Language } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';

/** Where the mocks serve uploaded photos, as the server does. */
export const mockUploadsPath = '/api/uploads/images';

export interface MockPetPhoto {
  fileId: string;
  customerId: number;
  name: string;
  mime: string;
  /** As the server stores it: turned by the rotation asked (the mocks keep the bytes, and swap the sides). */
  width: number;
  height: number;
  fileHash: string;
  bytes: Uint8Array;
}

export interface MockPet {
  id: number;
  customerId: number;
  values: Omit<AnimalValues, 'photo'>;
  /** The day an age in years and months was given (null with a birthday). */
  ageGivenOn: string | null;
  photoId: string | null;
}

/** The demo customer's cat, with a drawn photo (served at `mockUploadsPath/praline-demo.svg`). */
export function seedPets(state: MockState, customerId: number): MockPet {
  const photo: MockPetPhoto = {
    fileId: 'praline-demo',
    customerId,
    name: 'praline.svg',
    mime: 'image/svg+xml',
    width: 400,
    height: 400,
    fileHash: 'praline-demo-v1',
    bytes: new TextEncoder().encode(pralineDrawing),
  };
  state.petPhotos.set(photo.fileId, photo);
  return addPet(
    state,
    customerId,
    {
      type: 'cat',
      gender: 'female',
      name: 'Praline',
      breed: 'europeen',
      crossbreed: false,
      birthday: '2021-05-14',
      years: undefined,
      months: undefined,
      sterilized: true,
      weight: 4.2,
      condition: 'good',
      activity: 'moderate',
      feature: 'none',
      feeds: ['dry', 'wet'],
      kibbleBrand: 'Gamelle',
      oldKibbleBrand: undefined,
      onlyThisBrandSinceAlways: false,
    },
    photo.fileId,
  );
}

export function addPet(
  state: MockState,
  customerId: number,
  values: MockPet['values'],
  photoId: string | null = null,
): MockPet {
  const pet: MockPet = {
    id: state.nextId.pet++,
    customerId,
    values,
    ageGivenOn: values.birthday ? null : shopDate(state.now()),
    photoId,
  };
  state.pets.set(pet.id, pet);
  return pet;
}

export function petsOf(state: MockState, customerId: number): MockPet[] {
  return [...state.pets.values()].filter((pet) => pet.customerId === customerId);
}

export function photoUrlOf(photo: MockPetPhoto): string {
  const extension = { 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg' }[photo.mime] ?? 'jpg';
  return `${mockUploadsPath}/${photo.fileId}.${extension}`;
}

export function animalView(state: MockState, pet: MockPet, language: Language): Animal {
  const v = pet.values;
  const type = v.type as PetType;
  const photo = pet.photoId ? state.petPhotos.get(pet.photoId) : undefined;
  const age = {
    birthday: v.birthday ?? null,
    years: v.birthday ? null : (v.years ?? 0),
    months: v.birthday ? null : (v.months ?? 0),
    ageGivenOn: pet.ageGivenOn,
  };
  return {
    '@id': shopIri('animals', pet.id),
    '@type': 'Animal',
    id: pet.id,
    type: ANIMAL_TYPE_IRIS[type],
    gender: ANIMAL_GENDER_IRIS[v.gender],
    petType: type,
    petGender: v.gender,
    name: v.name,
    breed: v.breed,
    breedName: findPetBreed(type, v.breed)?.[language] ?? v.breed,
    crossbreed: v.breed === 'crossbreed',
    ...age,
    ageInMonths: petAgeInMonths(age, shopDate(state.now())),
    weight: v.weight,
    sterilized: v.sterilized,
    condition: v.condition,
    activity: v.activity,
    feature: v.feature,
    feeds: v.feeds,
    kibbleBrand: v.kibbleBrand,
    oldKibbleBrand: v.oldKibbleBrand ?? null,
    onlyThisBrandSinceAlways: v.onlyThisBrandSinceAlways ?? false,
    photo: photo
      ? {
          fileId: photo.fileId,
          url: photoUrlOf(photo),
          fileHash: photo.fileHash,
          width: photo.width,
          height: photo.height,
        }
      : null,
    customer: shopIri('customers', pet.customerId),
  };
}

/** Width and height read from a PNG's or JPEG's header (a WebP is taken as square: the mocks do not decode it). */
export function imageSize(bytes: Uint8Array, mime: string): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mime === 'image/png' && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (mime === 'image/jpeg') {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) break;
      const marker = bytes[at + 1]!;
      const length = view.getUint16(at + 2);
      // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return { width: 512, height: 512 };
}

/** The type the bytes are (never the name or the declared type), as the server judges a photo. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const pralineDrawing = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#f3e6d3"/>
<path d="M95 120 L130 35 L175 105 Q200 98 225 105 L270 35 L305 120 Q340 190 300 265 Q250 330 200 330 Q150 330 100 265 Q60 190 95 120 Z" fill="#c9834a"/>
<path d="M150 120 Q200 90 250 120 L240 160 Q200 150 160 160 Z" fill="#a9652f"/>
<ellipse cx="160" cy="200" rx="18" ry="24" fill="#2f3b1f"/><ellipse cx="240" cy="200" rx="18" ry="24" fill="#2f3b1f"/>
<ellipse cx="165" cy="193" rx="6" ry="8" fill="#fff"/><ellipse cx="245" cy="193" rx="6" ry="8" fill="#fff"/>
<path d="M188 245 L212 245 L200 258 Z" fill="#e58f9e"/>
<path d="M200 258 Q190 275 175 270 M200 258 Q210 275 225 270" stroke="#5a3a1e" stroke-width="4" fill="none"/>
<path d="M120 250 L40 235 M120 262 L45 270 M280 250 L360 235 M280 262 L355 270" stroke="#5a3a1e" stroke-width="3"/>
</svg>`;
