export { type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
export { ChangeFrequencyDialog, type ChangeFrequencyDialogProps } from './ChangeFrequencyDialog.tsx';
export { ChangeShippingDateDialog, type ChangeShippingDateDialogProps } from './ChangeShippingDateDialog.tsx';
export { ShipNowDialog, type ShipNowDialogProps } from './ShipNowDialog.tsx';
export {
  ChangeScopeDialog,
  CHANGE_SCOPES,
  type ChangeScope,
  type SubscriptionChange,
  type ChangeScopeDialogProps,
} from './ChangeScopeDialog.tsx';
export {
  CancellationRequestDialog,
  DEFAULT_CANCELLATION_REASONS,
  type CancellationRequestDialogProps,
} from './CancellationRequestDialog.tsx';
export { DraftLockedDialog, type DraftLockedDialogProps } from './DraftLockedDialog.tsx';
export { draftEditState, type DraftEditState } from './editCutOff.ts';
