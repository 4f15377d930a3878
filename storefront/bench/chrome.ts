// What the Lighthouse benches share: the Debian Chromium, headless and quiet on a closed network (TOOLCHAIN.md), one
// mobile performance run of Lighthouse in it, and the machine's load average printed with every figure.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

/** Headless Chromium (CHROME_PATH, /usr/bin/chromium by default); `kill()` it when done. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}

/** One Lighthouse run of `url`: performance only, mobile, simulated throttling (its defaults). */
export function runLighthouse(url: string, chrome: chromeLauncher.LaunchedChrome) {
  return lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  });
}

/** The load average (1, 5, 15 minutes): the machine is shared, a figure says how busy it was. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
