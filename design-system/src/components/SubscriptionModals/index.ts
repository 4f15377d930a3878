export { type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
export { ChangeFrequencyDialog, type ChangeFrequencyDialogProps } from './ChangeFrequencyDialog.tsx';
export { ChangeShippingDateDialog, type ChangeShippingDateDialogProps } from './ChangeShippingDateDialog.tsx';
export { ShipNowDialog, type ShipNowDialogProps } from './ShipNowDialog.tsx';
export { ChangeScopeDialog, type SubscriptionChange, type ChangeScopeDialogProps } from './ChangeScopeDialog.tsx';
export { CancellationRequestDialog, type CancellationRequestDialogProps } from './CancellationRequestDialog.tsx';
export { DraftLockedDialog, type DraftLockedDialogProps } from './DraftLockedDialog.tsx';
