import { createIsomorphicFn } from '@tanstack/react-start';
import { TAG_MANAGER_ID_PATTERN } from '@gamelle/contract/marketing/tag-manager-id';

/** The page's `<meta>` carrying the tag manager's container id to the browser. */
export const TAG_MANAGER_META = 'gamelle-tag-manager';

/**
 * The container id of the tag manager: `TAG_MANAGER_ID` on the server when it is a valid GTM-/G- id (server.ts says
 * why otherwise), in the browser the one the page was served with. Undefined: no tag manager at all.
 */
export const tagManagerId = createIsomorphicFn()
  .server((): string | undefined => {
    const id = process.env['TAG_MANAGER_ID'];
    return id && TAG_MANAGER_ID_PATTERN.test(id) ? id : undefined;
  })
  .client(
    (): string | undefined =>
      document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content || undefined,
  );
