export * from './money.ts';
export * from './coupons.ts';
export * from './cart-totals.ts';
export * from './ration.ts';
