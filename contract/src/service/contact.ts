// Customer-service forms: the contact form's attachment rule, subscription cancellation request, subscription contact.
// The contact form's own schemas are in contact-request.ts, its subjects and texts in contact-subjects.ts: what this
// file builds at load time ships with every page whose design-system fields check a file.
import { z } from 'zod/mini';
import { CONTACT_ATTACHMENT_MAX_BYTES, TEXT_LIMITS } from '../shared/limits.ts';
import { attachmentErrorCode, isFileLike, type FileLike } from './attachments.ts';
import { emptyToUndefined, preprocess, requiredText } from '../shared/fields.ts';

// The attachment rule without zod (a design-system file field checks it at first load); re-exported here.
export { attachmentErrorCode, isFileLike, type FileLike } from './attachments.ts';

/** An optional attachment field; the file object itself is kept (not copied) so it can be uploaded. */
export function attachmentField(maxBytes: number = CONTACT_ATTACHMENT_MAX_BYTES) {
  return preprocess(
    emptyToUndefined,
    z.optional(
      z.custom<FileLike>(isFileLike, { error: 'invalid' }).check(
        z.superRefine((file, ctx) => {
          const code = attachmentErrorCode(file, maxBytes);
          if (code) ctx.addIssue({ code: 'custom', message: code, params: { maxMb: Math.round(maxBytes / 1048576) } });
        }),
      ),
    ),
  );
}

/** Cancellation is a request: a reason and a message that says more are both required. */
export const abortSubscriptionFormSchema = z.object({
  reason: requiredText({ max: 255 }),
  message: requiredText({ max: TEXT_LIMITS.message.max }),
});

export const subscriptionContactFormSchema = z.object({
  subscription: requiredText({ max: 64 }),
  message: requiredText({ max: TEXT_LIMITS.message.max }),
});

export type AbortSubscriptionFormValues = z.output<typeof abortSubscriptionFormSchema>;
export type SubscriptionContactFormValues = z.output<typeof subscriptionContactFormSchema>;
