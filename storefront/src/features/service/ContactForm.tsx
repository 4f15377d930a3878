// The contact page's form (react-hook-form, its schemas and fields): a chunk of its own (ContactPage's deferredForm),
// server-rendered in place, hydrated after the page.
import {
  Button,
  FileField,
  FormError,
  Heading,
  Link,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  lazySchema,
  useShopForm,
} from '@gamelle/design-system';
import { CONTACT_SUBJECTS, contactSubjectLabels } from '@gamelle/contract/service/contact-subjects';
import type {
  AnonymousContactFormValues,
  ContactFormValues,
  ContactRequestAnswer,
} from '@gamelle/contract/service/contact-request';
import { contactCalls } from '@gamelle/contract/service/contact-api';
import { TEXT_LIMITS } from '@gamelle/contract/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loginHref } from '../session/index.ts';
import {
  apiConfig,
  countryOr,
  heldFormUntilHydrated,
  languageTag,
  readCookies,
  toPublicPath,
  useFormatMoney,
  useHeldSubmitReplayed,
  useLocale,
  useMessages,
  type Locale,
} from '../shared/index.ts';
import { contactMessages } from './contact-messages.ts';

export interface ContactFormProps {
  loggedIn: boolean;
  onSent: (answer: ContactRequestAnswer) => void;
}

// The form's schemas load when the page is idle; validation awaits them (`useShopForm`).
const schemas = () => import('./form-schemas.ts');
const contactSchema = lazySchema(() => schemas().then((m) => m.contactFormSchema));
const anonymousContactSchema = lazySchema(() => schemas().then((m) => m.anonymousContactFormSchema));

function contactClient(locale: Locale) {
  return contactCalls(apiConfig(locale, countryOr(readCookies(), locale)));
}

export function ContactForm({ loggedIn, onSent }: ContactFormProps) {
  const t = useMessages(contactMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const [fileKey, setFileKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const orders = useQuery({
    queryKey: ['contact', 'orders', locale],
    queryFn: ({ signal }) => contactClient(locale).orders({ signal }),
    enabled: loggedIn,
    staleTime: 30_000,
  });
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: loggedIn ? contactSchema : anonymousContactSchema,
    formName: 'contact',
    defaultValues: { subject: '', orderId: '', productName: '', message: '', name: '', email: '' },
    fieldNames: ['subject', 'orderId', 'productName', 'message', 'file', 'name', 'email'],
    onSubmit: async (parsed) => {
      // One of the two schemas parsed it: a visitor's values carry name and e-mail, a customer's do not.
      const values = parsed as ContactFormValues & Partial<Pick<AnonymousContactFormValues, 'name' | 'email'>>;
      const answer = await contactClient(locale).send({
        subject: values.subject,
        message: values.message,
        orderId: values.orderId,
        productName: values.productName,
        name: values.name,
        email: values.email,
        ...(values.file ? { file: values.file as File } : {}),
      });
      form.reset();
      setFileKey((key) => key + 1);
      onSent(answer);
    },
  });
  const errors = form.formState.errors as Partial<Record<string, { type?: string; message?: string }>>;
  // The file is not a registered field (its input hands over a File, not a FileList): a server's refusal of it
  // (its bytes are no accepted type) moves the focus there as react-hook-form does for the other fields.
  const fileInput = useRef<HTMLInputElement>(null);
  const fileError = errors.file?.message;
  useEffect(() => {
    if (fileError) fileInput.current?.focus();
  }, [fileError]);
  const date = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'short' });
  const orderOptions = (orders.data?.['hydra:member'] ?? []).map((order) => ({
    value: order.number,
    label: t.orderOption(order.number, date.format(new Date(order.checkoutCompletedAt)), money(order.total)),
  }));

  return (
    <form
      ref={formRef}
      {...heldFormUntilHydrated}
      noValidate
      onSubmit={handleSubmit}
      aria-busy={pending || undefined}
      aria-labelledby="contact-form-title"
    >
      <Stack space="medium">
        <Heading level={2} size="3" id="contact-form-title">
          {t.formTitle}
        </Heading>
        <Text size="small" tone="secondary">
          {t.required}
        </Text>
        {loggedIn ? (
          <Text size="small">{t.accountEmail}</Text>
        ) : (
          <>
            <TextField
              label={t.name}
              autoComplete="name"
              required
              maxLength={TEXT_LIMITS.name.max}
              formName="contact"
              error={errors.name}
              {...form.register('name')}
            />
            <TextField
              label={t.email}
              description={t.emailHint}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={TEXT_LIMITS.email.max}
              formName="contact"
              error={errors.email}
              {...form.register('email')}
            />
          </>
        )}
        <Select
          label={t.subject}
          placeholder={t.subjectPlaceholder}
          required
          formName="contact"
          options={CONTACT_SUBJECTS.map((subject) => ({
            value: subject,
            label: contactSubjectLabels[subject][locale],
          }))}
          error={errors.subject}
          {...form.register('subject')}
        />
        {loggedIn ? (
          <Select
            label={t.order}
            placeholder={orders.isPending ? t.ordersLoading : t.orderNone}
            formName="contact"
            options={orderOptions}
            error={errors.orderId}
            {...form.register('orderId')}
          />
        ) : (
          <Text size="small" tone="secondary">
            {t.loginHint} <Link href={loginHref(locale, toPublicPath('/nous-contacter/', locale))}>{t.loginLink}</Link>
          </Text>
        )}
        <TextField
          label={t.product}
          description={t.productHint}
          maxLength={255}
          formName="contact"
          error={errors.productName}
          {...form.register('productName')}
        />
        <TextArea
          label={t.message}
          required
          rows={6}
          maxLength={TEXT_LIMITS.message.max}
          formName="contact"
          error={errors.message}
          {...form.register('message')}
        />
        <FileField
          key={fileKey}
          ref={fileInput}
          label={t.file}
          description={t.fileHint}
          name="file"
          formName="contact"
          error={errors.file}
          onChange={(event) => {
            form.clearErrors('file');
            form.setValue('file', event.currentTarget.files?.[0]);
          }}
        />
        <FormError error={formErrors[0]} formName="contact" />
        <div>
          <Button type="submit" loading={pending}>
            {t.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
