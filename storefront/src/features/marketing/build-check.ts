// New builds (spec §4, §7, §9): after a deploy, the chunks the running page knows are gone. On a chunk load error
// the page asks the latest build file (with a timestamp query) and, when another build is deployed, reloads once:
// a guard of 10 s (spec §9) keeps a broken deploy from reloading in a loop.
import { buildCheckCalls } from '@gamelle/contract/marketing/api';
import { RELOAD_GUARD_LIFETIME_MS } from '@gamelle/contract/shared/limits';
import { apiConfig } from '../shared/index.ts';

/**
 * The running build's id: the name of this module's own chunk, which the build writes into `/_build/latest.json`
 * (vite.config.ts). Nothing is written into the code, so two builds of the same source give the same files.
 */
export const RUNNING_BUILD: string = import.meta.env.DEV ? 'development' : buildIdOf(import.meta.url);

/** A build's id from the URL of the chunk holding this module: the file's name (content-hashed by the build). */
export function buildIdOf(chunkUrl: string): string {
  const path = chunkUrl.split(/[?#]/, 1)[0] ?? chunkUrl;
  return path.slice(path.lastIndexOf('/') + 1);
}
export const reloadGuardKey = 'gamelle.reloadGuard';

/** Errors browsers and Vite raise when a module or its preloaded CSS cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
      error.message,
    )
  );
}

/** Whether to reload: another build is deployed and no reload happened within the guard's lifetime. */
export function shouldReload(input: {
  running: string;
  latest: string | null;
  lastReloadAt: number | null;
  now: number;
}): boolean {
  if (input.latest === null || input.latest === input.running) return false;
  return input.lastReloadAt === null || input.now - input.lastReloadAt >= RELOAD_GUARD_LIFETIME_MS;
}

let checking = false;
/** After a chunk error: reloads the page when a new build is deployed (guarded). */
export async function reloadIfUpdated(): Promise<boolean> {
  if (checking) return false;
  checking = true;
  try {
    const now = Date.now();
    const latest = await buildCheckCalls(apiConfig('fr'))
      .latest(now)
      .then((build) => build.buildId)
      .catch(() => null);
    const stored = Number(readGuard());
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!shouldReload({ running: RUNNING_BUILD, latest, lastReloadAt, now })) return false;
    writeGuard(String(now));
    window.location.reload();
    return true;
  } finally {
    checking = false;
  }
}

/** Listens for chunk errors (Vite's preload error, an unhandled failed import) for the page's lifetime. */
export function watchChunkErrors(): () => void {
  const onPreloadError = () => void reloadIfUpdated();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) void reloadIfUpdated();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

function readGuard(): string | null {
  try {
    return window.sessionStorage.getItem(reloadGuardKey);
  } catch {
    return null;
  }
}
function writeGuard(value: string) {
  try {
    window.sessionStorage.setItem(reloadGuardKey, value);
  } catch {
    // Without storage the guard cannot hold: the reload still happens once per page.
  }
}
