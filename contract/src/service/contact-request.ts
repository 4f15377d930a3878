// The contact form (issue 17): its schemas for a customer and for a visitor, the body the server reads and its 201
// answer. Loaded by the contact page, the server and the mocks only.
import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../shared/limits.ts';
import { emailField, emptyToUndefined, optionalText, preprocess, requiredText } from '../shared/fields.ts';
import { attachmentField } from './contact.ts';
import { CONTACT_SUBJECTS } from './contact-subjects.ts';

const contactFields = {
  subject: preprocess(emptyToUndefined, z.enum(CONTACT_SUBJECTS, { error: 'required' })),
  /** The order's number (`number` of GET /shop/orders): one of the logged-in customer's own orders. */
  orderId: optionalText({ max: 64 }),
  productName: optionalText({ max: 255 }),
  message: requiredText({ max: TEXT_LIMITS.message.max }),
  file: attachmentField(),
};

/** The contact form of a logged-in customer: who writes is the account's name and e-mail. */
export const contactFormSchema = z.object(contactFields);

/** An anonymous visitor writes too, and then says who they are so the service can answer. */
export const anonymousContactFormSchema = z.object({
  ...contactFields,
  name: requiredText({ max: TEXT_LIMITS.name.max }),
  email: emailField(),
});

/**
 * The request's text fields as the server reads them (multipart or JSON; the attachment is checked apart, on its
 * bytes). `name` and `email` are required when no customer token comes with the request (the server says so per
 * field, as the anonymous form does).
 */
export const contactRequestBodySchema = z.object({
  subject: contactFields.subject,
  orderId: contactFields.orderId,
  productName: contactFields.productName,
  message: contactFields.message,
  name: optionalText({ max: TEXT_LIMITS.name.max }),
  email: preprocess(emptyToUndefined, z.optional(emailField())),
});
export type ContactRequestBody = z.output<typeof contactRequestBodySchema>;

/** 201 of POST /shop/contact-requests. */
export const contactRequestAnswerSchema = z.object({
  '@type': z.literal('ContactRequest'),
  id: z.number().check(z.int()),
  /** What the acknowledgement e-mail and an answer quote: `SC-000042`. */
  reference: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  email: z.string(),
  attachment: z.nullable(z.object({ name: z.string(), type: z.string(), size: z.number().check(z.int()) })),
  createdAt: z.string(),
});
export type ContactRequestAnswer = z.infer<typeof contactRequestAnswerSchema>;

export type ContactFormValues = z.output<typeof contactFormSchema>;
export type AnonymousContactFormValues = z.output<typeof anonymousContactFormSchema>;
