// Tag-manager container ids (spec §5): the form schema; the rule itself is in tag-manager-id.ts (no zod).
import { z } from 'zod/mini';
import { checkTagManagerId } from './tag-manager-id.ts';

export * from './tag-manager-id.ts';

/** Invalid ids carry `{ value, suggestion }` params for the message (an example id when nothing fits). */
export const tagManagerIdSchema = z.string({ error: 'required' }).check(
  z.superRefine((id, ctx) => {
    const check = checkTagManagerId(id);
    if (check.valid) return;
    const params = { value: id, suggestion: check.suggestion ?? 'GTM-XXXXXXX' };
    ctx.addIssue({ code: 'custom', message: 'invalid_tag_manager_id', params });
  }),
);
