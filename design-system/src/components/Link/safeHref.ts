/**
 * The safe-link rule of the spec: `javascript:`, `vbscript:`, `file:` and `data:` URLs are refused, except data
 * images in gif, png, jpeg or webp. Local until the contract ships its rule (`contract/src/rules/`), then
 * this file re-exports it so Link and Markdown share one rule with the server.
 *
 * Returns the URL to put in `href`, or null when it must not be a link.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (url == null) return null;
  // Browsers drop ASCII tabs/newlines anywhere in a URL and trim controls and spaces at its ends, so
  // "java\nscript:" and " javascript:" still run script: judge the URL the way the browser will read it.
  // eslint-disable-next-line no-control-regex
  const normalised = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised)?.[1]?.toLowerCase();
  if (scheme === undefined) return normalised;
  if (scheme === 'data') return safeDataImage.test(normalised) ? normalised : null;
  return refusedSchemes.has(scheme) ? null : normalised;
}

export function isSafeHref(url: string | null | undefined): boolean {
  return safeHref(url) !== null;
}

const refusedSchemes = new Set(['javascript', 'vbscript', 'file']);
const safeDataImage = /^data:image\/(gif|png|jpeg|webp)[;,]/i;
