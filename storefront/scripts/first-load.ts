import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first-load JavaScript of every route of a production build, read from TanStack Start's manifest (the list
 * the server render turns into the page's module script and `modulepreload` links): for a route, the files of the
 * root and of each route from the root down to it. Sizes are gzip at the default level, so the figures are the same
 * for the same build on any machine. `dist/chunk-modules.json` (scripts/chunk-modules.ts) names each file's modules.
 */
export interface RouteFirstLoad {
  /** The route's id in the route tree (`/produits/$product/{-$format}`). */
  route: string;
  /** Asset paths (`assets/index-….js`), root first. */
  files: string[];
  /** Total gzip bytes. */
  bytes: number;
  /** Each module of those files with its size, its share of its file's gzip bytes, biggest first. */
  modules: { id: string; bytes: number; file: string }[];
}

interface ManifestRoute {
  children?: string[];
  preloads?: string[];
  scripts?: { attrs?: { src?: string } }[];
}

export async function firstLoads(dist: string): Promise<{ routes: RouteFirstLoad[]; shell: RouteFirstLoad }> {
  const assets = join(dist, 'server', 'assets');
  const manifestFile = readdirSync(assets).find((file) => file.startsWith('_tanstack-start-manifest'));
  if (!manifestFile) throw new Error(`No TanStack Start manifest in ${assets}: build the storefront first.`);
  const { tsrStartManifest } = (await import(pathToFileURL(join(assets, manifestFile)).href)) as {
    tsrStartManifest: () => { routes: Record<string, ManifestRoute> };
  };
  const { routes } = tsrStartManifest();
  const chunkModules = JSON.parse(readFileSync(join(dist, 'chunk-modules.json'), 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const parentOf = new Map<string, string>();
  for (const [id, route] of Object.entries(routes)) for (const child of route.children ?? []) parentOf.set(child, id);
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let bytes = gzipOf.get(file);
    if (bytes === undefined) gzipOf.set(file, (bytes = gzipSync(readFileSync(join(dist, 'client', file))).length));
    return bytes;
  };

  const measure = (route: string): RouteFirstLoad => {
    const chain: string[] = [];
    for (let id: string | undefined = route; id; id = parentOf.get(id)) chain.unshift(id);
    const files = new Set<string>();
    for (const id of chain) {
      for (const script of routes[id]!.scripts ?? []) if (script.attrs?.src) files.add(script.attrs.src.slice(1));
      for (const preload of routes[id]!.preloads ?? []) files.add(preload.slice(1));
    }
    const list = [...files].filter((file) => file.endsWith('.js'));
    const modules = list.flatMap((file) => {
      const own = Object.entries(chunkModules[file] ?? {});
      const sum = own.reduce((total, [, bytes]) => total + bytes, 0);
      return own.map(([id, bytes]) => ({ id, file, bytes: Math.round((bytes / sum) * gzip(file)) }));
    });
    modules.sort((a, b) => b.bytes - a.bytes);
    return { route, files: list, bytes: list.reduce((total, file) => total + gzip(file), 0), modules };
  };

  const leaves = Object.entries(routes)
    .filter(([id, route]) => id !== '__root__' && !route.children?.length)
    .map(([id]) => id)
    .sort();
  return { routes: leaves.map(measure), shell: measure('__root__') };
}

/**
 * The JavaScript files a page's server HTML makes the browser load at first: its `src` and `href` attributes, and
 * the URLs of the inline script that requests the module entry and its preloads after the first paint
 * (`data-after-paint`, src/features/shared/head-content.tsx). Paths without the leading slash (`assets/….js`).
 */
export function servedScripts(html: string): { files: Set<string>; inHead: string[] } {
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  for (const [, code] of html.matchAll(/<script[^>]*\sdata-after-paint[^>]*>(.*?)<\/script>/gs))
    for (const [, file] of code!.matchAll(/"\/(assets\/[^"]+\.js)"/g)) files.add(file!);
  const head = html.slice(0, html.indexOf('</head>'));
  const inHead = [...head.matchAll(/<(?:link|script)\s[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return { files, inHead };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
