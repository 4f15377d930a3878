import { describe, expect, it } from 'vitest';
import { PET_PHOTO_MAX_MB, PET_PHOTO_TYPES } from '@gamelle/contract/pet/photo';
import { fileErrorCode } from '../../private/fileRules.ts';
import { rotate } from './photoRules.ts';

const accept = PET_PHOTO_TYPES.map((t) => t.mime).join(',');
const maxBytes = PET_PHOTO_MAX_MB * 1024 * 1024;

describe('pet photo rules', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(fileErrorCode({ name: 'rex.jpg', type: 'image/jpeg', size: maxBytes }, { accept, maxBytes })).toBeNull();
    expect(fileErrorCode({ name: 'rex.webp', type: 'image/webp', size: 1000 }, { accept, maxBytes })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(fileErrorCode({ name: 'rex.gif', type: 'image/gif', size: 10 }, { accept, maxBytes })).toBe(
      'unsupported_file_type',
    );
    expect(fileErrorCode({ name: 'rex.png', type: 'image/png', size: maxBytes + 1 }, { accept, maxBytes })).toBe(
      'file_too_large',
    );
  });

  it('turns a quarter at a time, both ways, wrapping round', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(270, 'right')).toBe(0);
    expect(rotate(0, 'left')).toBe(270);
    expect(rotate(180, 'left')).toBe(90);
  });
});
