import { buttonClassName, visuallyHidden } from '@gamelle/design-system';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { toPublicPath, useLocale } from '../shared/index.ts';
import * as styles from './header-search.css.ts';

const loadSuggestions = () => import('./HeaderSuggestions.tsx');
const HeaderSuggestions = lazy(loadSuggestions);

/**
 * The header's search box: a GET form to the search page (it works without JavaScript). The first focus loads
 * the suggestions (HeaderSuggestions.tsx: a combobox of products with their picture and price and of
 * categories, from the server's search), so no page's first load carries them.
 */
export function HeaderSearch({ label, placeholder, submit }: { label: string; placeholder: string; submit: string }) {
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [armed, setArmed] = useState(false);
  return (
    <form method="get" action={toPublicPath('/rechercher/', locale)} role="search" className={styles.form}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          className={styles.input}
          id={id}
          name="q"
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          onFocus={() => setArmed(true)}
          onPointerEnter={() => void loadSuggestions()}
        />
        {armed ? (
          <Suspense fallback={null}>
            <HeaderSuggestions input={input} listId={`${id}-suggestions`} />
          </Suspense>
        ) : null}
      </div>
      <button type="submit" className={buttonClassName({ size: 'small' })}>
        {submit}
      </button>
    </form>
  );
}
