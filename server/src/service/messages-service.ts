// Customer-service messages (issue 17): the contact form (customers and anonymous visitors, one attachment) and a
// subscription's contact dialog land in one table; each is forwarded to the service's mailbox and acknowledged to
// the customer in their language, after the answer (mail failures are logged, never the writer's problem); an
// operator answers with `pnpm ops messages answer`, which e-mails the customer. No Hono here.
import type { Locale } from '@gamelle/contract';
import { serviceMessageReference } from '@gamelle/contract/service/contact-subjects';
import { type ContactRequestAnswer, type ContactRequestBody } from '@gamelle/contract/service/contact-request';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { countAttempt, type ThrottleRule } from '../customer/throttle.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { tooManyRequests, unprocessable, violation } from '../shared/http/problems.ts';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import type { Services } from '../shared/services.ts';
import { attachmentsDir, checkAttachment, storeAttachment, type CheckedAttachment } from './contact-attachments.ts';
import { acknowledgementMail, answerMail, serviceMailboxMail, type MessageForMail } from './messages-mails.ts';
import * as repository from './messages-repository.ts';

/** Each message sends two e-mails: a mailbox (the service's or a stranger's) cannot be flooded through the form. */
export const contactRequestLimits: ThrottleRule = {
  prefix: 'contact:',
  perEmail: 5,
  perAddress: 20,
  windowMinutes: 60,
};

export interface ContactRequestInput {
  body: ContactRequestBody;
  file: { blob: Blob; name: string } | null;
  /** The logged-in customer, or null for an anonymous visitor. */
  customerId: number | null;
  clientAddress: string;
  locale: Locale;
}

export async function sendContactRequest(
  services: Services,
  input: ContactRequestInput,
): Promise<ContactRequestAnswer> {
  const { body, locale, customerId } = input;
  const who = await writer(services, customerId, body, locale);
  // Checked before the attachment is read: a refused form costs no 10 MB read.
  let orderId: number | null = null;
  if (body.orderId !== undefined) {
    const order =
      customerId === null ? undefined : await repository.placedOrderOf(services.db, customerId, body.orderId);
    if (!order) throw violation('orderId', 'contact_order_not_found', serverMessage(locale, 'contact_order_not_found'));
    orderId = order.id;
  }
  const throttle = await countAttempt(services.db, contactRequestLimits, who.email, input.clientAddress);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_contact_requests'));
  const attachment = input.file ? await checkAttachment(input.file.blob, input.file.name, locale) : null;
  const stored = attachment ? await storeAttachment(attachment) : null;
  const row = await repository.insertMessage(services.db, {
    kind: 'contact',
    customer_id: customerId,
    subscription_id: null,
    order_id: orderId,
    email: who.email,
    name: who.name,
    locale,
    subject: body.subject,
    product_name: body.productName ?? null,
    message: body.message,
    attachment_name: attachment?.name ?? null,
    attachment_type: attachment?.type ?? null,
    attachment_bytes: attachment?.bytes.length ?? null,
    attachment_file: stored,
    status: 'open',
    created_at: services.clock.now().toISOString(),
    answered_at: null,
  });
  forward(services, mailView(row, { orderNumber: body.orderId ?? null, subscriptionCode: null }, attachment));
  return {
    '@type': 'ContactRequest',
    id: row.id,
    reference: serviceMessageReference(row.id),
    subject: row.subject,
    email: row.email,
    attachment: attachment ? { name: attachment.name, type: attachment.type, size: attachment.bytes.length } : null,
    createdAt: row.created_at,
  };
}

/** A subscription page's contact message (spec §3: message and subscription code), for the same service. */
export async function recordSubscriptionMessage(
  services: Services,
  input: { customerId: number; subscriptionId: number; subscriptionCode: string; message: string; locale: Locale },
) {
  const customer = await repository.customerContact(services.db, input.customerId);
  if (!customer) throw new Error(`No customer #${input.customerId}`);
  const row = await repository.insertMessage(services.db, {
    kind: 'subscription',
    customer_id: input.customerId,
    subscription_id: input.subscriptionId,
    order_id: null,
    email: customer.email,
    name: fullName(customer),
    locale: input.locale,
    subject: 'subscription',
    product_name: null,
    message: input.message,
    attachment_name: null,
    attachment_type: null,
    attachment_bytes: null,
    attachment_file: null,
    status: 'open',
    created_at: services.clock.now().toISOString(),
    answered_at: null,
  });
  forward(services, mailView(row, { orderNumber: null, subscriptionCode: input.subscriptionCode }, null));
  return row;
}

/** The operator's answer: recorded, then e-mailed to the customer in the language they wrote in. */
export async function answerMessage(services: Services, id: number, text: string) {
  const message = await repository.messageById(services.db, id);
  if (!message) return null;
  const now = services.clock.now().toISOString();
  const answer = await services.db.transaction().execute((tx) => repository.recordAnswer(tx, id, text, now));
  const view = mailView(
    message,
    { orderNumber: message.order_number, subscriptionCode: message.subscription_code },
    null,
  );
  await services.mailer.send(answerMail(view, text, services.config.publicUrl));
  return { message, answer };
}

/** Where an attachment's stored file is, for an operator. */
export function attachmentPath(storedName: string): string {
  return resolve(attachmentsDir, storedName);
}

export async function readAttachment(storedName: string): Promise<Buffer> {
  return readFile(attachmentPath(storedName));
}

/** Who writes: the account for a customer (the form's name and e-mail ignored), the form's fields otherwise. */
async function writer(services: Services, customerId: number | null, body: ContactRequestBody, locale: Locale) {
  if (customerId !== null) {
    const customer = await repository.customerContact(services.db, customerId);
    if (customer) return { email: customer.email, name: fullName(customer) ?? body.name ?? null };
  }
  const missing = (['name', 'email'] as const).filter((field) => body[field] === undefined);
  if (missing.length > 0)
    throw unprocessable(
      missing.map((field) => ({
        propertyPath: field,
        code: 'required',
        message: formErrorMessage(locale, { form: 'contact', field, code: 'required' }),
      })),
    );
  return { email: body.email!.trim().toLowerCase(), name: body.name! };
}

function fullName(customer: { first_name: string | null; last_name: string | null }): string | null {
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ').trim() || null;
}

function mailView(
  row: repository.ServiceMessageRow,
  links: { orderNumber: string | null; subscriptionCode: string | null },
  attachment: CheckedAttachment | null,
): MessageForMail {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    name: row.name,
    locale: row.locale,
    subject: row.subject,
    orderNumber: links.orderNumber,
    subscriptionCode: links.subscriptionCode,
    productName: row.product_name,
    message: row.message,
    customerId: row.customer_id,
    createdAt: row.created_at,
    attachment: attachment
      ? { filename: attachment.name, content: attachment.bytes, contentType: attachment.type }
      : null,
  };
}

/** After the HTTP answer: the service's copy, then the customer's acknowledgement. */
function forward(services: Services, message: MessageForMail): void {
  setImmediate(() => {
    (async () => {
      await services.mailer.send(serviceMailboxMail(services.config.customerServiceEmail, message));
      await services.mailer.send(acknowledgementMail(message));
    })().catch((error: unknown) => console.error('customer-service e-mails not sent', error));
  });
}
