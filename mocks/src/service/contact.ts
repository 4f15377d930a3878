// The contact form's call (issue 17) as the server answers it: the contract's body schema, name and e-mail required
// without a session, an order number only of the caller's own placed orders, the attachment's size (413) and type
// judged by its first bytes (a program renamed .pdf is refused) with the §8 messages FR/NL. Messages are kept in the
// state (`state.serviceMessages`) so a test or story can read what was sent.
import { contactErrorTexts, serviceMessageReference } from '@gamelle/contract/service/contact-subjects';
import { contactRequestBodySchema, type ContactRequestAnswer } from '@gamelle/contract/service/contact-request';
import { contactPaths } from '@gamelle/contract/service/contact-api';
import { constraintViolationList } from '@gamelle/contract/shared/errors';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@gamelle/contract/shared/limits';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { uploadMimeFamily } from '@gamelle/contract/shared/uploads';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse } from 'msw';
import type { MockState } from '../shared/state.ts';
import {
  currentCustomer,
  handle,
  languageOf,
  MockProblem,
  unprocessable,
  violation,
  type Language,
} from '../shared/respond.ts';

const maxMb = Math.round(CONTACT_ATTACHMENT_MAX_BYTES / (1024 * 1024));

export function contactHandlers(state: MockState) {
  return [
    http.post(
      `*${API_BASES.shop}${contactPaths.requests()}`,
      handle(async ({ request }) => {
        const language = languageOf(request);
        const me = currentCustomer(state, request);
        const form = await request.formData();
        const fields: Record<string, string> = {};
        for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
        const parsed = contactRequestBodySchema.safeParse(fields);
        if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, 'contact', language));
        const body = parsed.data;
        if (!me) {
          const missing = (['name', 'email'] as const).filter((field) => body[field] === undefined);
          if (missing.length > 0)
            throw unprocessable(
              missing.map((field) => ({
                propertyPath: field,
                code: 'required',
                message: formErrorMessage(language, { form: 'contact', field, code: 'required' }),
              })),
            );
        }
        if (body.orderId !== undefined) {
          const mine = [...state.orders.values()].some(
            (o) => me && o.customerId === me.id && o.number === body.orderId,
          );
          if (!mine)
            throw violation('orderId', 'contact_order_not_found', contactErrorTexts.contact_order_not_found[language]);
        }
        const file = form.get('file');
        const attachment = file && typeof file !== 'string' && file.size > 0 ? await checkFile(file, language) : null;
        const id = state.serviceMessages.length + 1;
        const answer: ContactRequestAnswer = {
          '@type': 'ContactRequest',
          id,
          reference: serviceMessageReference(id),
          subject: body.subject,
          email: me?.email ?? body.email!.toLowerCase(),
          attachment,
          createdAt: state.now().toISOString(),
        };
        state.serviceMessages.push({ ...answer, message: body.message, orderId: body.orderId ?? null, language });
        return HttpResponse.json(answer, { status: 201 });
      }),
    ),
  ];
}

async function checkFile(file: File, language: Language) {
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) {
    const message = formErrorMessage(language, {
      form: 'contact',
      field: 'file',
      code: 'file_too_large',
      params: { maxMb },
    });
    throw new MockProblem(
      HttpResponse.json(
        constraintViolationList([{ propertyPath: 'file', code: 'file_too_large', message, params: { maxMb } }]),
        { status: 413 },
      ),
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes, file.type);
  if (!type || uploadMimeFamily(type) === null) {
    const message = formErrorMessage(language, { form: 'contact', field: 'file', code: 'unsupported_file_type' });
    throw violation('file', 'unsupported_file_type', message);
  }
  return { name: file.name, type, size: file.size };
}

/** A few signatures, as the server's file-type reads many: enough for stories and tests. */
function sniff(bytes: Uint8Array, declared: string): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (ascii(0, 4) === 'PK\u0003\u0004')
    return declared.includes('zip') || declared.includes('pkpass') || declared.includes('officedocument')
      ? declared
      : 'application/zip';
  if (ascii(0, 2) === 'MZ' || ascii(1, 4) === 'ELF') return 'application/x-msdownload';
  if (ascii(0, 15) === 'BEGIN:VCALENDAR') return 'text/calendar';
  const text = bytes.length > 0 && bytes.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d);
  return text && (declared === 'text/plain' || declared === 'text/csv') ? declared : null;
}
