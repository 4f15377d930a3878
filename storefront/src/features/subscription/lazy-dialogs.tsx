import { Button, type ButtonVariant } from '@gamelle/design-system';
import type * as DialogsModule from './dialogs.ts';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

type Dialogs = typeof DialogsModule;

let loading: Promise<Dialogs> | undefined;
/** The dialogs' chunk, asked for once (again after a failure): on a trigger's hover, focus or touch, or its press. */
export const loadDialogs = (): Promise<Dialogs> =>
  (loading ??= import('./dialogs.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const dialog = <K extends keyof Dialogs>(name: K) =>
  lazy(() => loadDialogs().then((module) => ({ default: module[name] })));

// The subscription page's dialogs, out of its first load (Radix Dialog, react-hook-form, zod, their texts).
export const LazyDeliveryDialog = dialog('DeliveryDialog');
export const LazyPaymentDialog = dialog('PaymentDialog');
export const LazyContactDialog = dialog('ContactDialog');
export const LazyChangeShippingDateDialog = dialog('ChangeShippingDateDialog');
export const LazyShipNowDialog = dialog('ShipNowDialog');
export const LazyChangeFrequencyDialog = dialog('ChangeFrequencyDialog');
export const LazyCancellationRequestDialog = dialog('CancellationRequestDialog');

/**
 * A dialog the page opens itself (`open`): rendered from its first opening on, then kept (a dialog that hands over to
 * another, as the delivery's to its scope choice, stays mounted, and so does its state).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

type TriggeredProps = { trigger: ReactElement; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog with its own trigger button: the button renders at once (server included); its press loads the dialog,
 * which then opens with the button as its trigger (focus returns to it on close). Hover, focus or touch start the
 * load beforehand, so a press usually finds it there.
 */
export function OnDemandDialog({
  label,
  variant,
  onOpenChange,
  children,
}: {
  label: ReactNode;
  variant: ButtonVariant;
  onOpenChange?: (open: boolean) => void;
  children: (props: TriggeredProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDialogs().catch(() => undefined);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const button = (onClick?: () => void) => (
    <Button variant={variant} onClick={onClick} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
      {label}
    </Button>
  );
  if (!wanted)
    return button(() => {
      setWanted(true);
      change(true);
    });
  return <Suspense fallback={button()}>{children({ trigger: button(), open, onOpenChange: change })}</Suspense>;
}
