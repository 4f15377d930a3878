// Public barrel of @gamelle/contract. Subpaths (`@gamelle/contract/errors`, `/jsonld`, `/paths`, `/constants`,
// `/rules`, `/shop`, `/content`, `/client`, or any file such as `/rules/address`) import less.
export * from './errors.ts';
export * from './jsonld.ts';
export * from './paths.ts';
export * from './constants/index.ts';
export * from './rules/index.ts';
export * from './shop/index.ts';
export * from './content/index.ts';
export * from './search.ts';
export * from './tracking.ts';
export * from './images.ts';
export * from './build.ts';
export * from './client/index.ts';
