// The flags every Chromium of the repository starts with (the Debian one, headless, on a closed network; TOOLCHAIN.md):
// the storefront's e2e and benches, the visual suites and the stories' browser tests. Plain JavaScript so every
// package's config and script can import it (no TypeScript project owns this folder; chromium-flags.d.mts types it).
export const CHROMIUM_FLAGS = Object.freeze([
  // The sandbox needs user namespaces, which the CI's containers do not give.
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium floods the closed network with refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
