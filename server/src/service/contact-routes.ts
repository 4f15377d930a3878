// `POST /shop/contact-requests` (issue 17): the contact form, multipart with one optional `file`, or JSON without
// one. Open to visitors (name and e-mail required then); a customer's token makes the account the writer. HTTP only.
import { contactRequestBodySchema } from '@gamelle/contract/service/contact-request';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@gamelle/contract/shared/limits';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { violationsFromZodError } from '@gamelle/contract';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type CustomerEnv, optionalCustomer } from '../customer/middleware.ts';
import { readJson } from '../shared/http/body.ts';
import { clientAddress } from '../shared/http/client-address.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { badRequest, unprocessable } from '../shared/http/problems.ts';
import { invisibleCharacterPaths, jsonBodyLimit } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import { attachmentTooLarge } from './contact-attachments.ts';
import { sendContactRequest } from './messages-service.ts';

/** The one path with its own body limit (app.ts leaves it out of the API's 64 KiB JSON limit). */
export const contactRequestPath = '/v2/shop/contact-requests';

/** Mounted at `/v2/shop`. */
export function contactRoutes(services: Services): Hono<CustomerEnv> {
  const routes = new Hono<CustomerEnv>();
  routes.post('/contact-requests', contactBodyLimit, optionalCustomer(services), async (c) => {
    const locale = requestLocale(c);
    const { fields, file } = await readContactBody(c);
    const hidden = invisibleCharacterPaths(fields);
    if (hidden.length > 0)
      throw unprocessable(
        hidden.map((propertyPath) => ({
          propertyPath,
          code: 'invisible_characters',
          message: formErrorMessage(locale, { form: 'contact', field: propertyPath, code: 'invisible_characters' }),
        })),
      );
    const parsed = contactRequestBodySchema.safeParse(fields);
    if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, 'contact', locale));
    const answer = await sendContactRequest(services, {
      body: parsed.data,
      file,
      customerId: c.var.caller?.customerId ?? null,
      clientAddress: clientAddress(c, services.config.trustProxy),
      locale,
    });
    return c.json(answer, 201);
  });
  return routes;
}

/** A multipart body may carry the attachment (its limit and a form's worth of text); any other body is JSON's. */
const multipartLimit = bodyLimit({
  maxSize: CONTACT_ATTACHMENT_MAX_BYTES + 64 * 1024,
  onError: (c) => {
    // The client may still be sending megabytes: the connection is closed after the answer.
    throw attachmentTooLarge(requestLocale(c), { Connection: 'close' });
  },
});

const contactBodyLimit = (c: Context, next: () => Promise<void>) =>
  isMultipart(c) ? multipartLimit(c, next) : jsonBodyLimit(c, next);

function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** Text fields as strings (a repeated field counts once: its last value) and the `file` part when it is a file. */
async function readContactBody(c: Context) {
  if (!isMultipart(c)) return { fields: (await readJson(c)) as Record<string, unknown>, file: null };
  const form = await c.req.formData().catch(() => null);
  if (!form) throw badRequest('Syntax error: the multipart body cannot be read.');
  const fields: Record<string, unknown> = {};
  let file: { blob: Blob; name: string } | null = null;
  for (const [name, value] of form.entries()) {
    if (name === 'file') {
      if (typeof value !== 'string' && value.size > 0) file = { blob: value, name: value.name };
    } else if (typeof value === 'string') fields[name] = value;
  }
  return { fields, file };
}
