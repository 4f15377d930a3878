// The address form's schema, imported by `AddressForm` once the page is idle (`lazySchema`): a module of one
// re-export, so the dynamic import's namespace is this schema and what it uses of zod/mini.
export { addressFormSchema } from '@gamelle/contract/address/rules';
