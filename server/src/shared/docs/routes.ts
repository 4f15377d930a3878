import { Hono } from 'hono';
import { operations } from './operations.ts';
import { openApiDocument } from './openapi.ts';

/** `/api/docs`: the OpenAPI document (JSON) and a plain page listing the calls, with no outside script. */
export function docsRoutes(): Hono {
  const routes = new Hono();
  routes.get('/openapi.json', (c) => c.json(openApiDocument()));
  // An absolute link: the page answers at /api/docs and /api/docs/ alike.
  routes.get('/', (c) => c.html(page(`${c.req.path.replace(/\/+$/, '')}/openapi.json`)));
  return routes;
}

function page(documentUrl: string): string {
  const rows = operations
    .map(
      (op) =>
        `<tr><td>${op.tag}</td><td><code>${op.method.toUpperCase()}</code></td><td><code>${escape(op.path)}</code></td><td>${escape(op.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gamelle API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>Gamelle API</h1>
<p>The full description, generated from the contract's schemas: <a href="${escape(documentUrl)}">openapi.json</a> (OpenAPI 3.1; open it in any OpenAPI viewer).</p>
<table>
<caption>Calls</caption>
<thead><tr><th scope="col">Area</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
