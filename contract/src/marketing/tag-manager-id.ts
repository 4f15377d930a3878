// Tag-manager container ids: GTM- or G- followed by uppercase letters or digits (spec §5). No zod: the shop's
// consent banner and server entry read the rule in the browser's first load.

export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export type TagManagerIdCheck = { valid: true } | { valid: false; suggestion: string | null };

/** Validates an id and, when it is wrong, suggests the likely intended one (`gtm-ab12` → `GTM-AB12`). */
export function checkTagManagerId(id: string): TagManagerIdCheck {
  if (TAG_MANAGER_ID_PATTERN.test(id)) return { valid: true };
  const cleaned = id.trim().toUpperCase().replace(/\s+/g, '').replace(/_/g, '-');
  const prefixed = /^(GTM|G)-?/.test(cleaned) ? cleaned.replace(/^(GTM|G)-?/, '$1-') : `GTM-${cleaned}`;
  const suggestion = prefixed.replace(
    /^((?:GTM|G)-)(.*)$/,
    (_m, p: string, rest: string) => p + rest.replace(/[^A-Z0-9]/g, ''),
  );
  return { valid: false, suggestion: TAG_MANAGER_ID_PATTERN.test(suggestion) ? suggestion : null };
}

/** The §8 message for an invalid container id, with the suggestion when there is one. */
export function tagManagerIdErrorMessage(id: string, suggestion: string | null): string {
  const hint = suggestion ? ` Did you mean "${suggestion}"?` : ' Expected GTM-XXXXXXX or G-XXXXXXX.';
  return `"${id}" is not a valid GTM-ID.${hint}`;
}
