export * from './common.ts';
export * from './product.ts';
export * from './page.ts';
export * from './category.ts';
export * from './rations.ts';
