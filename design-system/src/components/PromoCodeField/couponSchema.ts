// The promo code's schema, imported by `PromoCodeField` once the page is idle (`lazySchema`): a module of one
// re-export, so the dynamic import's namespace is this schema and what it uses of zod/mini.
export { couponFormSchema } from '@gamelle/contract/customer/rules';
