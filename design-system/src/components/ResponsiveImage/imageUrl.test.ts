import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, placeholderUrl } from './imageUrl.ts';

describe('imageUrl', () => {
  it('adds width, height, format, quality, blur, progressive and the version v', () => {
    const url = imageUrl('https://img.gamelle.fr/p/croquettes.jpg', {
      width: 640,
      height: 480,
      format: 'webp',
      quality: 80,
      blur: 4,
      progressive: true,
      version: 'abc123',
    });
    expect(url).toBe(
      'https://img.gamelle.fr/p/croquettes.jpg?width=640&height=480&format=webp&quality=80&blur=4&progressive=true&v=abc123',
    );
  });

  it('keeps an existing query and fragment, and relative paths', () => {
    expect(imageUrl('/images/a.png?token=x#top', { width: 100 })).toBe('/images/a.png?token=x&width=100#top');
  });

  it('returns the source untouched without a transform', () => {
    expect(imageUrl('/images/a.png')).toBe('/images/a.png');
  });

  it('rounds to whole pixels and clamps quality to 1..100', () => {
    expect(imageUrl('/a.jpg', { width: 99.6, quality: 140 })).toBe('/a.jpg?width=100&quality=100');
    expect(imageUrl('/a.jpg', { quality: -3 })).toBe('/a.jpg?quality=1');
  });

  it('ignores values that are not finite numbers', () => {
    expect(imageUrl('/a.jpg', { width: Number.NaN, height: Infinity })).toBe('/a.jpg');
  });
});

describe('placeholderUrl', () => {
  it('asks for a quarter of the size at quality 20 and blur 4', () => {
    expect(placeholderUrl('/a.jpg', { width: 800, height: 600 }, 'h1')).toBe(
      '/a.jpg?width=200&height=150&quality=20&blur=4&v=h1',
    );
  });

  it('never asks for less than one pixel', () => {
    expect(placeholderUrl('/a.jpg', { width: 2 })).toBe('/a.jpg?width=1&quality=20&blur=4');
  });
});

describe('imageSrcSet', () => {
  it('lists widths up to twice the intrinsic width, keeping the aspect ratio', () => {
    const set = imageSrcSet('/a.jpg', { width: 400, height: 200 }, { format: 'webp' });
    expect(set).toBe(
      [
        '/a.jpg?width=320&height=160&format=webp 320w',
        '/a.jpg?width=400&height=200&format=webp 400w',
        '/a.jpg?width=480&height=240&format=webp 480w',
        '/a.jpg?width=768&height=384&format=webp 768w',
      ].join(', '),
    );
  });

  it('works without a height', () => {
    expect(imageSrcSet('/a.jpg', { width: 300 }, {}, [100, 200])).toBe(
      '/a.jpg?width=100 100w, /a.jpg?width=200 200w, /a.jpg?width=300 300w',
    );
  });
});
