// The web view's URL, read by its route's validateSearch: the router keeps every route's search reader in the shell
// that all pages load, so this file imports nothing (the contract's error texts stay with the web view's page).

/** The refusals the server entry renders (server-entry/web-view.ts), as the contract names them. */
const PROBLEMS = ['web_view_link_invalid', 'web_view_link_expired', 'web_view_link_used', 'web_view_session_expired'];

export interface WebViewSearch {
  /** Back from the provider's page. */
  payment?: 'succeeded' | 'failed';
  /** Set by the server entry only when it refused the link or session (403/410): the page shows why. */
  lien?: 'web_view_link_invalid' | 'web_view_link_expired' | 'web_view_link_used' | 'web_view_session_expired';
}

export function readWebViewSearch(search: Record<string, unknown>): WebViewSearch {
  return {
    ...(search.payment === 'succeeded' || search.payment === 'failed' ? { payment: search.payment } : {}),
    ...(typeof search.lien === 'string' && PROBLEMS.includes(search.lien)
      ? { lien: search.lien as NonNullable<WebViewSearch['lien']> }
      : {}),
  };
}
