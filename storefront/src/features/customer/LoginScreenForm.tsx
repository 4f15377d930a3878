// The frame every form of the login and forgotten-password screens shares: held until its chunk is live (a press
// before then is replayed once it is, held-submits.ts), busy while sending, one column with the fields, the form's
// own error, a notice, the full-width submit button and what follows it.
import { Button, FormError, Stack, type ShopForm } from '@gamelle/design-system';
import { Children, Fragment, useRef, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { heldFormUntilHydrated, useHeldSubmitReplayed } from '../shared/index.ts';

export interface LoginScreenFormProps {
  /** `useShopForm`'s answer: the submit, whether it is sending, the errors of no field. */
  shop: Pick<ShopForm<z.core.$ZodType>, 'handleSubmit' | 'pending' | 'formErrors'>;
  formName: string;
  submitLabel: string;
  /** Between the form's error and the submit button (a confirmation, the bot check's failure); `null` keeps its place. */
  notice?: ReactNode;
  /** Below the submit button (a link, a way back). */
  after?: ReactNode;
  children: ReactNode;
}

export function LoginScreenForm({ shop, formName, submitLabel, notice, after, children }: LoginScreenFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  // One flat, keyed list of children, each where it stood when every form wrote its own column: React derives the
  // fields' ids (useId) from their places among their siblings, and a nested list would change the ids the server
  // renders. (Children.toArray keys the fields and leaves out a null one, whose place would then be lost.)
  const items = [
    ...Children.toArray(children),
    <FormError key="error" error={shop.formErrors[0]} formName={formName} />,
    ...(notice === undefined ? [] : [<Fragment key="notice">{notice}</Fragment>]),
    <Button key="submit" type="submit" loading={shop.pending} fullWidth>
      {submitLabel}
    </Button>,
    ...(after === undefined ? [] : [<Fragment key="after">{after}</Fragment>]),
  ];
  return (
    <form
      ref={formRef}
      {...heldFormUntilHydrated}
      noValidate
      onSubmit={shop.handleSubmit}
      aria-busy={shop.pending || undefined}
    >
      <Stack space="medium">{items}</Stack>
    </form>
  );
}
