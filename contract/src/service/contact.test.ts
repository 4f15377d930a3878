import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { ACCEPTED_UPLOAD_MIME_FAMILIES } from '../shared/uploads.ts';
import { uploadMimeFamily } from '../shared/uploads.ts';
import { abortSubscriptionFormSchema, attachmentErrorCode, subscriptionContactFormSchema } from './contact.ts';
import { serviceMessageReference } from './contact-subjects.ts';
import { anonymousContactFormSchema, contactFormSchema, contactRequestBodySchema } from './contact-request.ts';
import { fieldErrorsFromZodError, validateForm } from '../shared/violations.ts';

function errorsOf(schema: z.core.$ZodType, values: unknown) {
  const result = z.safeParse(schema, values);
  return result.success ? {} : fieldErrorsFromZodError(result.error);
}

const file = (type: string, size = 1000, name = 'piece-jointe') => new File([new Uint8Array(size)], name, { type });

describe('contact form', () => {
  it('needs a subject and a message; order id, product name and file are optional', () => {
    expect(errorsOf(contactFormSchema, { subject: '', message: '' })).toEqual({
      subject: { code: 'required' },
      message: { code: 'required' },
    });
    expect(errorsOf(contactFormSchema, { subject: 'refund', message: 'x' })).toEqual({ subject: { code: 'required' } });
    expect(
      z.safeParse(contactFormSchema, { subject: 'product', message: 'Mon chien adore !', orderId: '', productName: '' })
        .success,
    ).toBe(true);
  });

  it('asks an anonymous visitor for a name and a valid e-mail', () => {
    expect(errorsOf(anonymousContactFormSchema, { subject: 'other', message: 'Bonjour', email: 'léa@' })).toEqual({
      name: { code: 'required' },
      email: { code: 'invalid_email' },
    });
    expect(
      z.safeParse(anonymousContactFormSchema, { subject: 'other', message: 'Bonjour', name: 'Léa', email: 'lea@x.fr' })
        .success,
    ).toBe(true);
  });

  it('reads the server body with name and e-mail optional (the token may say who writes)', () => {
    expect(contactRequestBodySchema.parse({ subject: 'order', message: ' Où est mon colis ? ', email: '' })).toEqual({
      subject: 'order',
      message: 'Où est mon colis ?',
    });
    expect(errorsOf(contactRequestBodySchema, { subject: 'order', message: 'x', email: 'nope' }).email?.code).toBe(
      'invalid_email',
    );
  });

  it('numbers messages SC-000042', () => {
    expect(serviceMessageReference(42)).toBe('SC-000042');
  });

  it('keeps the File object itself so it can be uploaded', () => {
    const attachment = file('application/pdf');
    expect(contactFormSchema.parse({ subject: 'order', message: 'Facture', file: attachment }).file).toBe(attachment);
  });

  const samples: Record<keyof typeof ACCEPTED_UPLOAD_MIME_FAMILIES, string> = {
    documents: 'application/pdf',
    images: 'image/heic',
    audio: 'audio/mpeg',
    video: 'video/mp4',
    archives: 'application/zip',
    calendar: 'text/calendar',
    pass: 'application/vnd.apple.pkpass',
  };
  for (const [family, type] of Object.entries(samples)) {
    it(`accepts ${family} (${type})`, () => {
      expect(uploadMimeFamily(type)).toBe(family);
      expect(z.safeParse(contactFormSchema, { subject: 'other', message: 'x', file: file(type) }).success).toBe(true);
    });
  }

  for (const type of ['application/x-msdownload', 'text/html', 'application/javascript', '']) {
    it(`refuses "${type}" as an unsupported file type`, () => {
      expect(errorsOf(contactFormSchema, { subject: 'other', message: 'x', file: file(type) }).file?.code).toBe(
        'unsupported_file_type',
      );
    });
  }

  it('refuses a file over the limit as too large, and says the limit', () => {
    expect(attachmentErrorCode({ name: 'a.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toBe(
      'file_too_large',
    );
    expect(attachmentErrorCode({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    const result = validateForm(
      contactFormSchema,
      { subject: 'other', message: 'x', file: file('image/png', 2048) },
      'contact',
    );
    expect(result.success).toBe(true);
    const big = { name: 'photo.png', type: 'image/png', size: 20 * 1024 * 1024 };
    const refused = validateForm(contactFormSchema, { subject: 'other', message: 'x', file: big }, 'contact');
    expect(refused.success || refused.violations[0]).toMatchObject({
      propertyPath: 'file',
      code: 'file_too_large',
      message: 'Le fichier est trop volumineux (maximum 10 Mo).',
    });
  });

  it('refuses something that is not a file', () => {
    expect(errorsOf(contactFormSchema, { subject: 'other', message: 'x', file: 'C:/secret.txt' }).file?.code).toBe(
      'invalid',
    );
  });
});

describe('abort subscription', () => {
  it('requires a reason and a message', () => {
    expect(errorsOf(abortSubscriptionFormSchema, { reason: '', message: ' ' })).toEqual({
      reason: { code: 'required' },
      message: { code: 'required' },
    });
    expect(z.safeParse(abortSubscriptionFormSchema, { reason: 'moving', message: 'Je déménage' }).success).toBe(true);
  });
});

describe('subscription contact', () => {
  it('requires the selected subscription and a message', () => {
    expect(errorsOf(subscriptionContactFormSchema, {})).toEqual({
      subscription: { code: 'required' },
      message: { code: 'required' },
    });
    expect(z.safeParse(subscriptionContactFormSchema, { subscription: 'SUB-12', message: 'Bonjour' }).success).toBe(
      true,
    );
  });
});
