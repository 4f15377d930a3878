import { RELOAD_GUARD_LIFETIME_MS } from '@gamelle/contract/shared/limits';
import { describe, expect, it } from 'vitest';
import { buildIdOf, isChunkLoadError, shouldReload } from './build-check.ts';

describe('reload after a deploy (spec §4, §9)', () => {
  const now = 1_000_000;
  it('reloads only when another build is deployed', () => {
    expect(shouldReload({ running: 'a', latest: 'b', lastReloadAt: null, now })).toBe(true);
    expect(shouldReload({ running: 'a', latest: 'a', lastReloadAt: null, now })).toBe(false);
    expect(shouldReload({ running: 'a', latest: null, lastReloadAt: null, now })).toBe(false);
  });

  it('never twice within the guard’s 10 s', () => {
    expect(RELOAD_GUARD_LIFETIME_MS).toBe(10_000);
    expect(shouldReload({ running: 'a', latest: 'b', lastReloadAt: now - 9_999, now })).toBe(false);
    expect(shouldReload({ running: 'a', latest: 'b', lastReloadAt: now - 10_000, now })).toBe(true);
  });

  it('knows the chunk errors of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.test/assets/x.js',
      'error loading dynamically imported module: https://shop.test/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('names the build by its chunk’s file, as latest.json does (vite.config.ts)', () => {
    expect(buildIdOf('https://shop.test/assets/runtime-D7GXO-fu.js')).toBe('runtime-D7GXO-fu.js');
    expect(buildIdOf('https://cdn.test/shop/assets/runtime-D7GXO-fu.js?v=1#x')).toBe('runtime-D7GXO-fu.js');
  });
});
