import { describe, expect, it } from 'vitest';
import { markdownMaxNesting, renderMarkdown } from './renderMarkdown.ts';

describe('renderMarkdown links', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  ])('refuses a link to %s and keeps its text', (url) => {
    const html = renderMarkdown(`[click](${url})`);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/);
    expect(html).toContain('click');
  });

  it.each(['javascript:alert(1)', 'vbscript:x', 'file:///etc/passwd', 'data:text/html,<b>x</b>'])(
    'refuses an image from %s',
    (url) => {
      expect(renderMarkdown(`![chat](${url})`)).not.toContain('<img');
    },
  );

  it.each(['gif', 'png', 'jpeg', 'webp'])('allows a data image of type %s', (type) => {
    const html = renderMarkdown(`![chat](data:image/${type};base64,R0lGODlhAQABAAAAACw=)`);
    expect(html).toContain(`<img src="data:image/${type};base64,R0lGODlhAQABAAAAACw="`);
    expect(html).toContain('alt="chat"');
  });

  it('keeps ordinary links; external ones get rel noopener', () => {
    expect(renderMarkdown('[FAQ](/faq)')).toBe('<p><a href="/faq">FAQ</a></p>\n');
    expect(renderMarkdown('[Site](https://example.org/a)')).toBe(
      '<p><a href="https://example.org/a" rel="noopener noreferrer">Site</a></p>\n',
    );
    expect(renderMarkdown('[mail](mailto:service@gamelle.fr)')).toContain('href="mailto:service@gamelle.fr"');
  });

  it('turns bare URLs into links', () => {
    expect(renderMarkdown('Voir https://gamelle.fr/faq')).toContain(
      '<a href="https://gamelle.fr/faq" rel="noopener noreferrer">https://gamelle.fr/faq</a>',
    );
  });
});

describe('renderMarkdown safety and layout', () => {
  it('escapes raw HTML instead of rendering it', () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps single line breaks', () => {
    expect(renderMarkdown('Poulet\nRiz')).toBe('<p>Poulet<br>\nRiz</p>\n');
  });

  it('shifts headings down by the offset, never past h6', () => {
    expect(renderMarkdown('# Titre')).toBe('<h1>Titre</h1>\n');
    expect(renderMarkdown('# Titre', { headingOffset: 1 })).toBe('<h2>Titre</h2>\n');
    expect(renderMarkdown('## A\n\n##### B\n\n###### C', { headingOffset: 2 })).toBe(
      '<h4>A</h4>\n<h6>B</h6>\n<h6>C</h6>\n',
    );
    expect(renderMarkdown('# Titre', { headingOffset: 40 })).toBe('<h6>Titre</h6>\n');
    expect(renderMarkdown('# Titre', { headingOffset: -3 })).toBe('<h1>Titre</h1>\n');
  });

  it(`stops nesting at ${markdownMaxNesting} levels instead of overflowing`, () => {
    const deep = renderMarkdown(`${'>'.repeat(500)} fond`);
    const depth = deep.split('<blockquote>').length - 1;
    expect(depth).toBeGreaterThan(0);
    expect(depth).toBeLessThanOrEqual(markdownMaxNesting);
    const shallow = renderMarkdown(`${'>'.repeat(10)} fond`);
    expect(shallow.split('<blockquote>').length - 1).toBe(10);
  });
});

describe('renderMarkdown external links', () => {
  it('refuses external links when they are not allowed, keeps internal ones', () => {
    const html = renderMarkdown('[a](https://example.org) [b](/faq)', { allowExternalLinks: false });
    expect(html).not.toContain('example.org"');
    expect(html).toContain('<a href="/faq">b</a>');
  });

  it('treats absolute links to the shop as internal', () => {
    expect(renderMarkdown('[FAQ](https://www.gamelle.fr/faq)', { siteOrigin: 'https://www.gamelle.fr' })).toBe(
      '<p><a href="https://www.gamelle.fr/faq">FAQ</a></p>\n',
    );
  });
});

describe('renderMarkdown reuse', () => {
  it('renders a text again the same, and differently under other options', () => {
    const source = '# Titre\n\n[a](https://example.org) [FAQ](https://www.gamelle.fr/faq)';
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    expect(renderMarkdown(source, { headingOffset: 1 })).toContain('<h2>Titre</h2>');
    expect(renderMarkdown(source, { allowExternalLinks: false })).not.toContain('href="https://example.org"');
    expect(renderMarkdown(source, { siteOrigin: 'https://www.gamelle.fr' })).toContain(
      '<a href="https://www.gamelle.fr/faq">FAQ</a>',
    );
    expect(renderMarkdown(source)).toBe(first);
    expect(first).toContain('<h1>Titre</h1>');
    expect(first).toContain('rel="noopener noreferrer"');
  });

  it('keeps rendering right past the number of texts it keeps', () => {
    for (let i = 0; i < 250; i++) expect(renderMarkdown(`texte ${i}`)).toBe(`<p>texte ${i}</p>\n`);
    expect(renderMarkdown('texte 0', { headingOffset: 2 })).toBe('<p>texte 0</p>\n');
  });
});
