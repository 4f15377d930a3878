import { redirectTarget } from '@gamelle/contract/shared/redirect-target';
import { screenAt } from '@gamelle/contract/shared/site-routes';

/**
 * Where a successful login may send the customer: the contract's redirect-target rule (a path of this shop only,
 * never another site, no control or invisible characters), and never back to the login or reset pages themselves.
 */
export function safeRedirectTarget(target: unknown, fallback: string): string {
  const path = typeof target === 'string' ? redirectTarget(target) : null;
  if (path === null) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  // An encoded slash or backslash that would read as a host once decoded.
  if (decoded.startsWith('//') || decoded.includes('\\')) return fallback;
  const { screen } = screenAt(new URL(path, 'http://shop.invalid').pathname);
  if (screen === 'login' || screen === 'forgotPassword') return fallback;
  return path;
}
