import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';

export type DraftLockedDialogProps = Omit<SubscriptionDialogProps, 'locked'>;

/** The locked state on its own, for a page that knows the draft is past the 4-day cut-off. */
export function DraftLockedDialog(props: DraftLockedDialogProps) {
  return (
    <SubscriptionDialogFrame {...props} locked title="">
      {() => null}
    </SubscriptionDialogFrame>
  );
}
