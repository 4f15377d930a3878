// @ts-check
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What no server file may import: the browser's packages. */
const serverForbidden = {
  group: ['react', 'react-dom', '@gamelle/storefront*', '@gamelle/design-system*', '@gamelle/mocks*'],
  message: 'The server never imports the browser side.',
};
/** libphonenumber-js's other entries bundle every country's metadata (36.8 KB gzip where a phone is typed). */
const phoneLibrary = {
  regex: '^libphonenumber-js(?!/core$)',
  message: "Use libphonenumber-js/core with the contract's phoneMetadata: the shop's phone countries only (issue 19).",
};

/** Classic zod's chained API is not tree-shakable; what the browser loads validates with zod/mini (issue 19). */
const classicZod = {
  paths: ['zod', 'zod/v4'].map((name) => ({
    name,
    message:
      'Import zod/mini: classic zod cannot be tree-shaken and costs every form page 25 KB gzip (issue 19). Server-only code may keep classic zod.',
  })),
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '.tools/**',
      '.reports/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/routeTree.gen.ts',
      '**/mockServiceWorker.js',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The architecture's import rules: arrows only point down the table in ARCHITECTURE.md.
    files: ['contract/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@gamelle/*', 'react', 'react-dom'] }, phoneLibrary], ...classicZod },
      ],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@gamelle/storefront*', '@gamelle/server*', '@gamelle/mocks*', '@gamelle/content*'] },
            phoneLibrary,
          ],
          ...classicZod,
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverForbidden] }] },
  },
  // Server layers (server/README.md): routes.ts is HTTP only and reaches data through its service; service.ts
  // holds the rules and knows nothing of HTTP. A violating import fails lint (server/test/layers.test.ts).
  {
    files: ['server/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverForbidden,
            { group: ['kysely', 'kysely/*'], message: 'routes.ts is HTTP only: SQL belongs in repository.ts.' },
            {
              regex: '(^|/)repository(\\.ts)?$',
              message: 'routes.ts calls its service.ts, never a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverForbidden,
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'service.ts holds the rules and knows nothing of HTTP: Hono belongs in routes.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@gamelle/storefront*', '@gamelle/server*', '@gamelle/design-system*'] },
      ],
    },
  },
  ...storefrontBoundaries(),
);

/**
 * The storefront's features in layers, bottom first (storefront/README.md, "Which way the arrows point"). A feature
 * imports only features of a lower layer, through their doors: two features never import each other, whichever
 * files do it, so the features' graph has no cycle even where the modules' graph has none to show (a page of A
 * importing B's door while a page of B imports A's). Stories are exempt: like routes, they compose several features
 * (a page with the slot its route fills). A new feature folder must be placed here, or linting stops with an error.
 */
function featureLayers() {
  return [
    ['shared'],
    ['session', 'search', 'store'],
    ['customer'],
    ['address', 'order', 'pet', 'sponsorship', 'cart'],
    ['catalogue', 'checkout'],
    ['content', 'guide', 'subscription'],
    ['service'],
    ['marketing'],
    ['layout'],
  ];
}

/** `gamelle/feature-layers`: the rule behind featureLayers(), on static, re-exported and dynamic imports. */
function featureLayersPlugin(featuresDir, features) {
  const layerOf = new Map(featureLayers().flatMap((layer, index) => layer.map((feature) => [feature, index])));
  const unplaced = features.filter((feature) => !layerOf.has(feature));
  if (unplaced.length > 0) {
    throw new Error(`eslint.config.js: place the feature(s) ${unplaced.join(', ')} in featureLayers().`);
  }
  const featureOf = (file) => {
    const path = relative(featuresDir, file);
    const feature = path.split(sep)[0];
    return path.startsWith('..') || !layerOf.has(feature) ? undefined : feature;
  };
  return {
    rules: {
      'feature-layers': {
        meta: { type: 'problem', schema: [] },
        create(context) {
          const from = featureOf(context.filename);
          if (!from) return {};
          const check = (source) => {
            if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
            const to = featureOf(resolve(dirname(context.filename), source.value));
            if (!to || to === from || layerOf.get(to) < layerOf.get(from)) return;
            const way = layerOf.get(to) === layerOf.get(from) ? 'a feature of its own layer' : 'a higher feature';
            context.report({
              node: source,
              message: `features/${from} imports ${way}, features/${to}: features import only lower layers (featureLayers() in eslint.config.js), or the route fills a slot.`,
            });
          };
          return {
            ImportDeclaration: (node) => check(node.source),
            ExportNamedDeclaration: (node) => check(node.source),
            ExportAllDeclaration: (node) => check(node.source),
            ImportExpression: (node) => check(node.source),
          };
        },
      },
    },
  };
}

/**
 * The storefront's doors (storefront/README.md, "Layout of the code"). Each folder of `src/features/` is a feature
 * whose `index.ts` is its only public door: from anywhere outside the feature, a deep import into it fails. The
 * design system is used only through its package entry (and its theme entries), and no import cycle is allowed
 * (import-x/no-cycle, which follows relative imports through the doors). The zones are computed from the folder
 * list, so a new feature is covered the day its folder exists.
 */
function storefrontBoundaries() {
  const src = 'storefront/src';
  const features = readdirSync(new URL(`./${src}/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const door = 'Import this feature through its door, features/<feature>/index.ts (storefront/README.md).';
  const zones = [
    // From outside src/features (routes, router, server entry): only through a feature's door, or its second door
    // (lazy.ts) for what the root and the routes load on demand.
    ...features.map((feature) => ({
      target: `./${src}/!(features)/**/*`,
      from: `./${src}/features/${feature}`,
      except: ['./index.ts', './lazy.ts'],
      message: door,
    })),
    ...features.map((feature) => ({
      target: `./${src}/*.{ts,tsx}`,
      from: `./${src}/features/${feature}`,
      except: ['./index.ts', './lazy.ts'],
      message: door,
    })),
    // From one feature into another: only through the other's door.
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `./${src}/features/${feature}`,
          from: `./${src}/features/${other}`,
          // lazy.ts: the second door, for what another feature loads on demand (React.lazy).
          except: ['./index.ts', './lazy.ts'],
          message: door,
        })),
    ),
    // shared/ is the bottom layer: it imports no feature at all.
    ...features
      .filter((feature) => feature !== 'shared')
      .map((feature) => ({
        target: `./${src}/features/shared`,
        from: `./${src}/features/${feature}`,
        message: 'features/shared imports no feature: it sits under all of them (storefront/README.md).',
      })),
    // Features never import routes or the app's entries.
    { target: `./${src}/features`, from: `./${src}/routes`, message: 'Features do not import routes.' },
  ];
  return [
    {
      files: [`${src}/features/**/*.{ts,tsx}`],
      ignores: ['**/*.stories.tsx'],
      plugins: {
        gamelle: featureLayersPlugin(fileURLToPath(new URL(`./${src}/features/`, import.meta.url)), features),
      },
      rules: { 'gamelle/feature-layers': 'error' },
    },
    {
      files: ['storefront/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-duplicates': 'error',
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@gamelle/design-system/*',
                  '!@gamelle/design-system/themes',
                  '!@gamelle/design-system/themes/*',
                ],
                message:
                  'Import the design system through its entry, @gamelle/design-system (add a missing export there).',
              },
              { group: ['@gamelle/server', '@gamelle/server/*'], message: 'Only the Node entries import the server.' },
            ],
            paths: [
              ...classicZod.paths,
              {
                name: '@tanstack/react-start',
                importNames: ['createServerFn', 'useServerFn'],
                message:
                  'The shop calls its API over HTTP; the browser build has no server-function client (storefront/vite.client-trims.ts).',
              },
            ],
          },
        ],
      },
    },
    {
      // The Node entries mount the API in the same process.
      files: ['storefront/serve.ts', 'storefront/vite.api-middleware.ts', 'storefront/bench/**', 'storefront/e2e/**'],
      rules: { 'no-restricted-imports': 'off' },
    },
  ];
}
