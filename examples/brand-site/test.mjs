// The brand site's test, run by the root `package` suite after `pnpm run build`: the page renders on the server
// (SSR) from the published packages, then hydrates in Chromium where the brand's token colours must apply.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { render, ronronTokens } from './dist/server/entry-server.js';

const client = fileURLToPath(new URL('./dist/client', import.meta.url));

// 1. Server rendering: the page, the brand's class and its CSS rule are in the HTML.
const html = render();
assert.match(html, /data-theme="ronron"/, 'ThemeProvider marks the brand');
assert.match(html, /\.gamelle-brand-ronron\{/, 'the theme rule is rendered with the page');
assert.match(html, /Ajouter au panier/);
assert.match(html, /24,90/, 'Price formats euros the French way');
console.log('✓ SSR: the page renders with the brand theme rule (%d bytes)', html.length);

// 2. In a browser: the server's HTML, hydrated, shows the token file's colours.
const template = await readFile(join(client, 'index.html'), 'utf8');
const page = template.replace('<!--app-->', html);
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.woff2': 'font/woff2' };
const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  try {
    const body = path === '/' ? page : await readFile(join(client, path));
    response.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage();
  const errors = [];
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  tab.on('pageerror', (error) => errors.push(String(error)));
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForSelector('html[data-hydrated]');
  const button = tab.getByRole('button', { name: 'Ajouter au panier' });
  const colours = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    const body = getComputedStyle(element.closest('[data-theme]'));
    return { background: style.backgroundColor, text: style.color, surface: body.backgroundColor };
  });
  const brand = ronronTokens.colour.tone.brand;
  assert.equal(colours.background, rgb(brand.backgroundStrong), 'primary button fill = brand.backgroundStrong');
  assert.equal(colours.text, rgb(brand.foregroundOnStrong), 'primary button text = brand.foregroundOnStrong');
  assert.equal(colours.surface, rgb(ronronTokens.colour.surface.body), 'page surface = surface.body');
  const heading = await tab.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
  assert.match(heading, /Georgia/, 'headings use the brand heading font');
  await button.click();
  await tab.waitForSelector('html[data-clicked]');
  assert.deepEqual(errors, [], 'no console error (hydration mismatch included)');
  console.log('✓ Browser: hydrated, brand colours %s on %s, button works', colours.background, colours.surface);
} finally {
  await browser.close();
  server.close();
}

function rgb(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
