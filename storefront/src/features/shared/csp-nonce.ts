import { CSP_NONCE_HEADER } from '@gamelle/contract/shared/security-headers';
import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';

/**
 * The nonce of this page's CSP (made per request by server.ts), for the router's inline scripts. In the browser,
 * the one the page was served with (the router writes it in `<meta property="csp-nonce">`).
 */
export const cspNonce = createIsomorphicFn()
  .server((): string | undefined => getRequest().headers.get(CSP_NONCE_HEADER) ?? undefined)
  .client(
    (): string | undefined =>
      document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined,
  );
