// The funnel's two dialogs, loaded on demand by CheckoutPage: the design system's Dialog (Radix, ~6 KB gzip) and the
// 409's texts are not in the funnel's first load. The page fetches this chunk once it is up, long before a 409 or
// another tab can open one.
export { OrderChangedDialog } from './OrderChangedDialog.tsx';
export { OtherTabDialog } from './OtherTabDialog.tsx';
