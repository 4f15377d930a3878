export * from './money.ts';
export * from './cart.ts';
export * from './customer.ts';
export * from './address.ts';
export * from './channel.ts';
export * from './token.ts';
