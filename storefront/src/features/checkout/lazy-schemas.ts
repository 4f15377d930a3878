// The checkout steps' schemas on demand (`useShopForm` loads them when the page is idle, validation awaits them).
import { lazySchema } from '@gamelle/design-system';

const schemas = () => import('./form-schemas.ts');

export const paymentSchema = lazySchema(() => schemas().then((m) => m.paymentFormSchema));
export const postcodeSearchSchema = lazySchema(() => schemas().then((m) => m.postcodeSearchSchema));
