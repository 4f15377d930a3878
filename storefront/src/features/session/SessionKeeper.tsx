import { useEffect } from 'react';
import { onSessionEnded, useLocale } from '../shared/index.ts';
import { browserKeeperDeps, keepSession } from './session-keeper.ts';
import { loginHref } from './session.ts';
import { isSigningOut } from './signing-out.ts';

/**
 * Keeps a logged-in customer's session fresh in this tab, and when it ends (a refused refresh, a 401 on a call
 * made with the token, a sign-out in another tab) sends them to login with the current page remembered.
 */
export function SessionKeeper() {
  const locale = useLocale();
  useEffect(() => {
    const toLogin = () => {
      if (isSigningOut()) return;
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${loginHref(locale, here)}&session=ended`);
    };
    const stopKeeping = keepSession(browserKeeperDeps(toLogin));
    const stopListening = onSessionEnded(toLogin);
    return () => {
      stopKeeping();
      stopListening();
    };
  }, [locale]);
  return null;
}
