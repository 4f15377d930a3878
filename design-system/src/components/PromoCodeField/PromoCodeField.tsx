import { messages } from '@gamelle/contract/shared/messages';
import type { CouponFormValues } from '@gamelle/contract/customer/rules';
import { useState } from 'react';
import { FormScope } from '../../forms/FormScope.tsx';
import { lazySchema, useShopForm } from '../../forms/useShopForm.ts';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PromoCodeField.css.ts';
import { promoCodeFieldMessages } from './PromoCodeField.messages.ts';

/** The schema loads when the page is idle; validation awaits it (`useShopForm`). */
const couponSchema = lazySchema(() => import('./couponSchema.ts').then((m) => m.couponFormSchema));

export interface PromoCodeFieldProps {
  /** The code already on the cart, if any: shown with a Remove button instead of the field. */
  appliedCode?: string | null;
  /** Applies a code; reject (e.g. with the client's ApiError) to show the server's reason under the field. */
  onApply: (code: string) => unknown;
  onRemove: (code: string) => unknown;
}

/**
 * The cart's promo code: a required code (spec §5 "Coupon code required"), applied through the shared form
 * behaviour (no double submit, errors cleared first), the server's refusal shown on the field, and a
 * Remove button once a code is on the cart.
 */
export function PromoCodeField({ appliedCode, onApply, onRemove }: PromoCodeFieldProps) {
  const t = useMessages(promoCodeFieldMessages);
  const locale = useLocale();
  const [removing, setRemoving] = useState(false);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: couponSchema,
    formName: 'coupon',
    defaultValues: { couponCode: '' },
    onSubmit: async (values: CouponFormValues) => {
      await onApply(values.couponCode);
      form.reset({ couponCode: '' });
    },
  });

  if (appliedCode) {
    return (
      <Inline space="small">
        <Badge tone="positive" icon={<Icon name="check" size="xsmall" />}>
          {t('applied', { code: appliedCode })}
        </Badge>
        <Button
          variant="ghost"
          size="small"
          loading={removing}
          aria-label={t('removeCode', { code: appliedCode })}
          icon={<Icon name="trash" size="small" />}
          onClick={async () => {
            setRemoving(true);
            try {
              await onRemove(appliedCode);
            } finally {
              setRemoving(false);
            }
          }}
        >
          {t('remove')}
        </Button>
      </Inline>
    );
  }

  // A refused code is about the code itself: show the server's reason under the field, not above the form.
  const serverError = formErrors[0];
  const error =
    form.formState.errors.couponCode ??
    (serverError ? { message: serverError.message || messages[locale].errors.generic } : undefined);
  return (
    <FormScope form="coupon">
      <form noValidate onSubmit={handleSubmit} className={styles.row}>
        <div className={styles.input}>
          <TextField
            label={t('label')}
            autoComplete="off"
            autoCapitalize="characters"
            required
            error={error}
            {...form.register('couponCode')}
          />
        </div>
        <div className={styles.action}>
          <Button type="submit" variant="secondary" loading={pending}>
            {t('apply')}
          </Button>
        </div>
      </form>
    </FormScope>
  );
}
