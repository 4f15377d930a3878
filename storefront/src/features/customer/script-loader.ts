// Loads a third-party script once per page (Google's reCAPTCHA and Identity Services on the login screens only):
// every caller shares the same load; a failure or a timeout is forgotten so the next call (a retry) tries again.

/** Google's scripts are small: past this the network or a blocker has them, and the form says so. */
export const SCRIPT_TIMEOUT_MS = 10_000;

const loads = new Map<string, Promise<void>>();

export class ScriptUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(`${url}: ${reason}`);
    this.name = 'ScriptUnavailableError';
  }
}

/** What the loader uses of the page's document (a stand-in in unit tests). */
export type ScriptDocument = Pick<Document, 'createElement' | 'querySelector' | 'head'>;

/** Adds `<script src=url async>` once and resolves when it ran; rejects on error or after `timeoutMs`. */
export function loadScript(
  url: string,
  { timeoutMs = SCRIPT_TIMEOUT_MS, doc = document }: { timeoutMs?: number; doc?: ScriptDocument } = {},
): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    // The page's CSP nonce (the hosts are allowed too; the nonce keeps it working with a stricter policy).
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new ScriptUnavailableError(url, reason));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('failed to load'));
    doc.head.append(script);
  });
  loads.set(url, load);
  return load;
}

/** Forgets a load whose script ran but did not give what was expected, so the next call adds it again. */
export function forgetScript(url: string): void {
  loads.delete(url);
}

/** Settles `promise` or rejects with ScriptUnavailableError after `timeoutMs` (a script that never answers). */
export function withinTime<T>(promise: Promise<T>, what: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScriptUnavailableError(what, 'timed out')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ScriptUnavailableError(what, String(error)));
      },
    );
  });
}
