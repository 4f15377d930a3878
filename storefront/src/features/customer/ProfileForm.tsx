// The personal data page's identity form (react-hook-form, its schema, the fields): a chunk of its own
// (PersonalDataPage's deferredForm), server-rendered in place, hydrated after the page; a save pressed meanwhile is
// held, then sent (held-submits.ts), and what was typed or chosen stays (useShopForm's keepTypedValues).
import { Alert, Button, Checkbox, FormError, RadioGroup, Stack, TextField, useShopForm } from '@gamelle/design-system';
import type { Customer } from '@gamelle/contract/customer/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { heldFormUntilHydrated, useHeldSubmitReplayed, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { profileSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import { customerKeys } from './queries.ts';
import * as styles from './account.css.ts';

/** Identity, e-mail, communication language and newsletter (spec §2). */
export function ProfileForm({ customer }: { customer: Customer }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: profileSchema,
    formName: 'profile',
    defaultValues: {
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender ?? '',
      birthday: customer.birthday ?? '',
      subscribedToNewsletter: customer.subscribedToNewsletter,
      communicationLanguage: customer.communicationLanguage,
    },
    onSubmit: async (values) => {
      setSaved(false);
      const updated = await accountClient(locale).customer.update(customer.id, {
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        gender: values.gender ?? null,
        birthday: values.birthday ?? null,
        subscribedToNewsletter: values.subscribedToNewsletter ?? false,
        ...(values.communicationLanguage ? { communicationLanguage: values.communicationLanguage } : {}),
      });
      queryClient.setQueryData(customerKeys.customer(customer.id), updated);
      setSaved(true);
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      ref={formRef}
      {...heldFormUntilHydrated}
      noValidate
      onSubmit={handleSubmit}
      aria-busy={pending || undefined}
      className={styles.card}
    >
      <Stack space="medium">
        <IdentityFields form={form} formName="profile" />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          formName="profile"
          error={errors.email}
          {...form.register('email')}
        />
        <RadioGroup
          label={t.communicationLanguage}
          orientation="horizontal"
          formName="profile"
          options={[
            { value: 'fr', label: <span lang="fr">{t.languageFr}</span> },
            { value: 'nl', label: <span lang="nl">{t.languageNl}</span> },
          ]}
          error={errors.communicationLanguage}
          {...form.register('communicationLanguage')}
        />
        <Checkbox
          label={t.newsletter}
          formName="profile"
          error={errors.subscribedToNewsletter}
          {...form.register('subscribedToNewsletter')}
        />
        <FormError error={formErrors[0]} formName="profile" />
        {saved ? <Alert tone="positive">{t.saved}</Alert> : null}
        <div>
          <Button type="submit" loading={pending}>
            {t.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
