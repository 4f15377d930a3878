// An order token's answer: the placed order, or the cart still in checkout. Its own module, loaded with the call
// (checkout/api.ts), so that zod stays out of the shell that imports the api.
import { z } from 'zod/mini';
import { cartSchema } from '../cart/schema.ts';
import { orderSchema } from '../order/schema.ts';

export const orderOrCartSchema = z.union([orderSchema, cartSchema]);
