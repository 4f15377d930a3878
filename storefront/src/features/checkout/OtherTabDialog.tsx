import { Button, Dialog, Price, Text } from '@gamelle/design-system';
import { useMessages } from '../shared/index.ts';
import { checkoutMessages } from './messages.ts';
import type { OtherTabState } from './other-tab.ts';

/**
 * The blocking dialog of spec §8 "another tab acting on the order": while the other tab acts, and once it changed
 * the order. Every way out (the button, Escape, the close button) resumes with the order as the server has it.
 */
export function OtherTabDialog({ state, onResume }: { state: OtherTabState; onResume: () => void }) {
  const t = useMessages(checkoutMessages);
  const open = state.kind !== 'none';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onResume())}>
      {open ? (
        <Dialog.Content>
          <Dialog.Title>{t.otherTabTitle}</Dialog.Title>
          <Dialog.Description>{state.kind === 'busy' ? t.otherTabBusy : t.otherTabChanged}</Dialog.Description>
          {state.kind === 'changed' && state.order ? (
            <Text>
              {t.newTotal} <Price cents={state.order.total} />
            </Text>
          ) : null}
          <Dialog.Footer>
            <Button onClick={onResume} data-testid="other-tab-resume">
              {t.otherTabReload}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
