// Public barrel of @gamelle/contract: one folder per domain (spec §2–§9), each with its own entry
// (`@gamelle/contract/cart`), and any file on its own (`@gamelle/contract/cart/schema`), which imports less.
export * from './shared/index.ts';
export * from './catalogue/index.ts';
export * from './content/index.ts';
export * from './search/index.ts';
export * from './cart/index.ts';
export * from './customer/index.ts';
export * from './address/index.ts';
export * from './order/index.ts';
export * from './subscription/index.ts';
export * from './pet/index.ts';
export * from './guide/index.ts';
export * from './service/index.ts';
export * from './marketing/index.ts';
export * from './checkout/index.ts';
