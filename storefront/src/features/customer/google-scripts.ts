// The documented surface of Google's two scripts that the login screens use, and the calls on it.
// reCAPTCHA v3: https://developers.google.com/recaptcha/docs/v3 (grecaptcha.ready, grecaptcha.execute).
// Identity Services: https://developers.google.com/identity/gsi/web/reference/js-reference (google.accounts.id).
import type { IdentityScripts } from './identity-scripts.ts';
import { forgetScript, loadScript, ScriptUnavailableError, withinTime } from './script-loader.ts';

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** A reCAPTCHA v3 token for an action (`login`, `register`): the script is loaded once, then `execute`. */
export async function recaptchaToken(
  recaptcha: NonNullable<IdentityScripts['recaptcha']>,
  action: 'login' | 'register',
): Promise<string> {
  await loadScript(recaptcha.scriptUrl);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) {
    // Something else answered (a blocker's empty script): the retry asks for the script again.
    forgetScript(recaptcha.scriptUrl);
    throw new ScriptUnavailableError(recaptcha.scriptUrl, 'no grecaptcha');
  }
  const token = await withinTime(
    new Promise<string>((resolve, reject) =>
      grecaptcha.ready(() => {
        grecaptcha.execute(recaptcha.siteKey, { action }).then(resolve, reject);
      }),
    ),
    'grecaptcha.execute',
  );
  if (!token) throw new ScriptUnavailableError(recaptcha.scriptUrl, 'empty token');
  return token;
}

/** Google Identity Services, loaded once: its `google.accounts.id`. */
export async function googleAccountsId(google: NonNullable<IdentityScripts['google']>): Promise<GoogleAccountsId> {
  await loadScript(google.scriptUrl);
  const id = window.google?.accounts?.id;
  if (!id) {
    forgetScript(google.scriptUrl);
    throw new ScriptUnavailableError(google.scriptUrl, 'no google.accounts.id');
  }
  return id;
}
