import { describe, expect, it } from 'vitest';
import { fileErrorCode, formatFileSize, matchesAccept, megabytes } from './fileRules.ts';

const mb = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('fileErrorCode with the contract upload families', () => {
  it('accepts documents, images, audio, video, archives, calendar and pass files', () => {
    for (const type of [
      'application/pdf',
      'image/png',
      'audio/mpeg',
      'video/mp4',
      'application/zip',
      'text/calendar',
      'application/vnd.apple.pkpass',
    ]) {
      expect(fileErrorCode(file('x', type))).toBeNull();
    }
  });

  it('refuses other types', () => {
    expect(fileErrorCode(file('setup.exe', 'application/x-msdownload'))).toBe('unsupported_file_type');
    expect(fileErrorCode(file('noname', ''))).toBe('unsupported_file_type');
  });

  it('refuses a file above the limit, and accepts one exactly at it', () => {
    expect(fileErrorCode(file('a.pdf', 'application/pdf', 10 * mb + 1))).toBe('file_too_large');
    expect(fileErrorCode(file('a.pdf', 'application/pdf', 10 * mb))).toBeNull();
    expect(fileErrorCode(file('a.pdf', 'application/pdf', 2 * mb), { maxBytes: mb })).toBe('file_too_large');
  });
});

describe('fileErrorCode with an accept list', () => {
  it('matches exact types, wildcards and extensions', () => {
    expect(fileErrorCode(file('chien.jpg', 'image/jpeg'), { accept: 'image/*' })).toBeNull();
    expect(fileErrorCode(file('doc.pdf', 'application/pdf'), { accept: 'image/*' })).toBe('unsupported_file_type');
    expect(fileErrorCode(file('facture.PDF', ''), { accept: '.pdf, image/png' })).toBeNull();
    expect(fileErrorCode(file('a.png', 'image/png'), { accept: 'image/png' })).toBeNull();
  });

  it('judges the type before the size', () => {
    expect(fileErrorCode(file('a.exe', 'application/x-msdownload', 50 * mb), { accept: 'image/*' })).toBe(
      'unsupported_file_type',
    );
  });

  it('ignores empty tokens', () => {
    expect(matchesAccept(file('a.txt', 'text/plain'), ' , ')).toBe(false);
  });
});

describe('sizes', () => {
  it('rounds megabytes', () => {
    expect(megabytes(10 * mb)).toBe(10);
    expect(megabytes(1.54 * mb)).toBe(1.5);
  });

  it('formats per locale', () => {
    expect(formatFileSize(1.5 * mb, 'fr')).toBe('1,5\u00a0Mo');
    expect(formatFileSize(1.5 * mb, 'nl')).toBe('1,5\u00a0MB');
    expect(formatFileSize(820 * 1024, 'fr')).toBe('820\u00a0ko');
    expect(formatFileSize(12, 'nl')).toBe('1\u00a0kB');
  });
});
