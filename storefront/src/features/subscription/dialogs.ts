// Every dialog of the subscription page, in one chunk that loads on demand (lazy-dialogs.tsx): they share the
// design system's Dialog (Radix), and their forms react-hook-form and zod. A file of ours, so that the dynamic import
// keeps only these of the design system's entry.
export {
  CancellationRequestDialog,
  ChangeFrequencyDialog,
  ChangeShippingDateDialog,
  ShipNowDialog,
} from '@gamelle/design-system';
export { ContactDialog, DeliveryDialog, PaymentDialog } from './SubscriptionDialogs.tsx';
