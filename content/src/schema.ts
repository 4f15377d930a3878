// The format of every file under content/data, in two parts: the catalogue (products, variants, sample packs)
// and the rest of the site. Loaders in index.ts parse each file with these schemas.
export * from './schema-catalogue.ts';
export * from './schema-site.ts';
