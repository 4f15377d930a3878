import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';

// Loaded as a browser would (no preload when the module runs): the first render then finds the chunk not there.
vi.stubEnv('SSR', false);
const { LazyCombobox, preloadCombobox } = await import('./LazyCombobox.tsx');
vi.unstubAllEnvs();

const breeds = [
  { id: 'beagle', label: 'Beagle' },
  { id: 'labrador', label: 'Labrador retriever' },
];
const field = () =>
  renderToString(
    <LocaleProvider locale="fr">
      <LazyCombobox label="Race" name="breed" required items={breeds} value="labrador" />
    </LocaleProvider>,
  );

// In order: this file's module state is the chunk's (not loaded, then loaded), as on a page.
describe('LazyCombobox', () => {
  it('before its chunk: the same field, labelled, with the chosen label, read-only and busy (no combobox yet)', () => {
    const html = field();
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Race/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('value="Labrador retriever"');
    expect(input).toContain('readOnly=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('role="combobox"');
  });

  it('once loaded: the React Aria combobox itself, rendered in place without a fallback', async () => {
    await preloadCombobox();
    const html = field();
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="Labrador retriever"');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('<!--$?-->');
  });
});
