// The contact form's call for /api/docs (issue 17).
import { contactRequestAnswerSchema, contactRequestBodySchema } from '@gamelle/contract/service/contact-request';
import { z } from 'zod';
import type { Operation } from '../shared/docs/operations.ts';

export const contactOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v2/shop/contact-requests',
    tag: 'Contact',
    summary:
      'Write to customer service: subject, message, optional order number (one of the caller’s) and product, one ' +
      'attachment (multipart `file`, at most 10 MB: documents, images, audio, video, archives, calendar and pass ' +
      'files, judged by its bytes; 413 file_too_large, 422 unsupported_file_type). Without a token, name and e-mail ' +
      'are required. Stored, forwarded to the service’s mailbox, acknowledged by e-mail; 429 past 5 an hour per e-mail',
    body: contactRequestBodySchema,
    multipartBody: z.object({ ...contactRequestBodySchema.shape, file: z.file().optional() }),
    responses: { 201: contactRequestAnswerSchema },
    auth: 'optional',
  },
];
