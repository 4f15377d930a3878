import { Heading, Stack } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { deferredForm, useLocale, useMessages } from '../shared/index.ts';
import { accountAreaMessages } from './account-area-messages.ts';
import { customerQuery } from './queries.ts';

// The two forms (react-hook-form, their schemas and fields) hydrate from chunks of their own, after the page's first
// paint (issue 19): server-rendered in place, what is typed meanwhile kept, a submit held until its form is live;
// the page is live once both are (deferredForm).
const { Form: ProfileForm, preload: preloadProfileForm } = deferredForm(() =>
  import('./ProfileForm.tsx').then((module) => ({ default: module.ProfileForm })),
);
const { Form: PasswordForm, preload: preloadPasswordForm } = deferredForm(() =>
  import('./PasswordForm.tsx').then((module) => ({ default: module.PasswordForm })),
);
/** On the server: both forms render at once, in place (the route's loader awaits this). */
export const preloadPersonalDataForms = () =>
  Promise.all([preloadProfileForm(), preloadPasswordForm()]).then(() => undefined);

/** Personal data (spec §2): identity, e-mail, communication language, newsletter; and the password change. */
export function PersonalDataPage({ customerId }: { customerId: number }) {
  const t = useMessages(accountAreaMessages);
  const locale = useLocale();
  const { data: customer } = useSuspenseQuery(customerQuery(locale, customerId));
  return (
    <Stack space="xlarge">
      <Heading level={1}>{t.personalTitle}</Heading>
      <ProfileForm customer={customer} />
      <PasswordForm customerId={customerId} email={customer.email} />
    </Stack>
  );
}
