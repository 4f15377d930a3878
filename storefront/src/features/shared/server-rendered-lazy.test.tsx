import { lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverRenderedLazy } from './server-rendered-lazy.ts';

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;
const page = (Part: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<i>plus tard</i>}>
      <Part name="Rex" />
    </Suspense>,
  );

describe('serverRenderedLazy', () => {
  it('renders a preloaded part in place, where plain lazy renders its fallback although its module is loaded', async () => {
    const load = () => Promise.resolve({ default: Greeting });
    const plain = lazy(load);
    await load();
    // The mechanism of the first `/chien/` after a start: a fallback, the part sent later and swapped in.
    expect(page(plain)).toContain('plus tard');

    const { Component, preload } = serverRenderedLazy(load);
    await preload();
    const html = page(Component);
    expect(html).toContain('Bonjour');
    expect(html).not.toContain('plus tard');
  });

  it('loads its module once, and again after a failed load, which does not fail the page', async () => {
    let calls = 0;
    const { Component, preload } = serverRenderedLazy(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(preload()).resolves.toBeUndefined();
    expect(page(Component)).toContain('plus tard');
    await preload();
    await preload();
    expect(calls).toBe(2);
    expect(page(Component)).toContain('Bonjour');
  });
});
