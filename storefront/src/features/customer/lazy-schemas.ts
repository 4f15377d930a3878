// The account forms' schemas on demand (`useShopForm` loads them when the page is idle, validation awaits them).
import { lazySchema } from '@gamelle/design-system';

const schemas = () => import('./form-schemas.ts');

export const emailLookupSchema = lazySchema(() => schemas().then((m) => m.emailLookupFormSchema));
export const loginSchema = lazySchema(() => schemas().then((m) => m.loginFormSchema));
export const registrationSchema = lazySchema(() => schemas().then((m) => m.registrationFormSchema));
export const resetPasswordRequestSchema = lazySchema(() => schemas().then((m) => m.resetPasswordRequestFormSchema));
export const passwordResetSchema = lazySchema(() => schemas().then((m) => m.passwordResetFormSchema));
export const profileSchema = lazySchema(() => schemas().then((m) => m.profileFormSchema));
export const passwordChangeSchema = lazySchema(() => schemas().then((m) => m.passwordChangeFormSchema));
