// The contract's form validation, on its own so `useShopForm` can load it (and zod/mini's parser with it) after the
// page's first load: a module of one re-export keeps the dynamic import's namespace to `validateForm`.
export { validateForm } from '@gamelle/contract/shared/violations';
