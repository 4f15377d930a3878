import { headerToolIcon } from './header-tool.css.ts';

/**
 * A header tool's line icon (24 px, the text's colour), drawn on a phone only, where the tool's words become its
 * accessible name alone (header-tool.css.ts): a person for the account, a bag for the cart.
 */
export function HeaderToolIcon({ path }: { path: string }) {
  return (
    <svg className={headerToolIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
