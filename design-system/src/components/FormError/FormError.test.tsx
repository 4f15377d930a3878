import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { FormError } from './FormError.tsx';

// FormError's text comes from the error catalogue, which the browser loads on demand (issue 19): the server's HTML
// must still hold it from the start, for a page without JavaScript and for the hydration to keep.
describe('FormError on the server', () => {
  it("renders a known code's text in the HTML at once, in the page's language", () => {
    const html = renderToString(
      <LocaleProvider locale="nl">
        <FormError formName="login" error={{ code: 'server_down' }} />
      </LocaleProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('data-empty');
    expect(html).not.toContain('Une erreur est survenue');
    expect(html).toMatch(/<p[^>]*>[^<]+<\/p>/);
  });

  it("renders a server's own message as it is", () => {
    const html = renderToString(<FormError error={{ message: 'Code promo expiré' }} />);
    expect(html).toContain('Code promo expiré');
  });

  it('renders an empty live region without an error', () => {
    const html = renderToString(<FormError formName="login" />);
    expect(html).toContain('data-empty=""');
    expect(html).not.toContain('<p');
  });
});
