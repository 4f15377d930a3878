// The checkout steps' form schemas, imported by the steps once the page is idle (`lazySchema` in lazy-schemas.ts):
// this module and zod/mini stay out of the checkout's first load; validation awaits them.
import {
  completeOrderBodySchema,
  PAYMENT_METHOD_CODES,
  pickupPointQuerySchema,
} from '@gamelle/contract/checkout/schema';
import { z } from 'zod/mini';

export const paymentFormSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHOD_CODES, { error: 'required' }),
  notes: completeOrderBodySchema.shape.notes,
  terms: z.literal(true, { error: 'required' }),
});

export const postcodeSearchSchema = z.object({ postcode: pickupPointQuerySchema.shape.postcode });
