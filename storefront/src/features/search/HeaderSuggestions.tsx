import { Price, visuallyHidden } from '@gamelle/design-system';
import type { SearchResult } from '@gamelle/contract/search/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { headerSearchMessages } from './header-search-messages.ts';
import * as styles from './header-search.css.ts';
import { headerSuggestionsQuery } from './queries.ts';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

interface Suggestion {
  group: 'products' | 'categories' | 'all';
  label: string;
  url: string;
  image?: string | undefined;
  price?: number | undefined;
}

/**
 * Suggestions under the header's search box, in WAI-ARIA's combobox pattern (list autocomplete): the box becomes
 * the combobox, the popup a listbox of products (picture, name, price from) and categories, then « Voir tous les
 * résultats ». Arrow keys move through the options (the box keeps focus, `aria-activedescendant`), Enter opens
 * one (or searches when none is chosen), Escape closes the popup, and a live region says how many there are. The
 * server's search answers, asked once typing pauses.
 */
export default function HeaderSuggestions({
  input,
  listId,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}) {
  const t = useMessages(headerSearchMessages);
  const locale = useLocale();
  const router = useRouter();
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data } = useQuery({
    ...headerSuggestionsQuery(q, locale),
    enabled: q.length >= MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  // The last option searches what the box says now, even while the previous answer still shows.
  const typed = text.trim();
  const suggestions = data && q.length >= MIN_LENGTH ? suggestionsOf(data, locale, typed, t.allResults(typed)) : [];
  const shown = open && suggestions.length > 0 && typed.length >= MIN_LENGTH;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    void router.navigate({ href: suggestion.url });
  };
  // The keyboard handler is bound once to the box: it reads the latest state through this ref.
  const latest = useRef({ shown, suggestions, active, choose });
  latest.current = { shown, suggestions, active, choose };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    const onInput = () => {
      setText(box.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { shown: visible, suggestions: list, active: current } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!visible) return setOpen(true);
        // Down from the last option (or up from the first) comes back to the box's own text.
        const next = current + (event.key === 'ArrowDown' ? 1 : -1);
        setActive(next >= list.length ? -1 : next < -1 ? list.length - 1 : next);
      } else if (event.key === 'Escape' && visible) {
        // The first Escape closes the popup; the next one is the search box's own (it empties it).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && visible && current >= 0) {
        event.preventDefault();
        latest.current.choose(list[current]!);
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    // What was typed while this code loaded (between its first render and now) is read once.
    setText(box.value);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) {
        box.removeAttribute(name);
      }
    };
  }, [input]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(shown));
    if (shown) box.setAttribute('aria-controls', listId);
    else box.removeAttribute('aria-controls');
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, active]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const groups = (['products', 'categories', 'all'] as const).map((group) => ({
    group,
    items: suggestions.map((s, index) => ({ s, index })).filter(({ s }) => s.group === group),
  }));
  return (
    <>
      {shown ? (
        <div className={styles.popup}>
          <div role="listbox" id={listId} aria-label={t.suggestions} data-query={data?.query}>
            {groups.map(({ group, items }) =>
              items.length === 0 ? null : (
                <div
                  key={group}
                  role="group"
                  aria-labelledby={group === 'all' ? undefined : `${listId}-${group}`}
                  aria-label={group === 'all' ? t.allResults(typed) : undefined}
                >
                  {group === 'all' ? null : (
                    <p id={`${listId}-${group}`} role="presentation" className={styles.groupLabel}>
                      {group === 'products' ? t.products : t.categories}
                    </p>
                  )}
                  {items.map(({ s, index }) => (
                    // The keys are the combobox's (aria-activedescendant): focus stays in the search box.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <div
                      key={s.url}
                      id={`${listId}-${index}`}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className={styles.option}
                      data-testid="search-suggestion"
                      // Keeps the focus in the box, so the popup stays open until the option's click.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(s)}
                    >
                      {s.group === 'products' ? (
                        s.image ? (
                          <img className={styles.thumbnail} src={s.image} alt="" width={48} height={48} />
                        ) : (
                          <span className={styles.thumbnail} />
                        )
                      ) : null}
                      <span className={styles.optionName}>{s.label}</span>
                      {s.price !== undefined ? (
                        <span>
                          {t.fromPrice} <Price cents={s.price} size="small" />
                        </span>
                      ) : null}
                    </div>
                  ))}
                </div>
              ),
            )}
          </div>
        </div>
      ) : null}
      <div role="status" className={visuallyHidden}>
        {shown ? t.count(suggestions.length - 1) : ''}
      </div>
    </>
  );
}

function suggestionsOf(result: SearchResult, locale: 'fr' | 'nl', typed: string, allLabel: string): Suggestion[] {
  const products = result.groups.products.hits.map((hit) => ({
    group: 'products' as const,
    label: hit.name,
    url: hit.url,
    image: hit.image ? `${hit.image.url}${hit.image.hash ? `?v=${hit.image.hash}` : ''}` : undefined,
    price: hit.price,
  }));
  const categories = result.groups.categories.hits
    .slice(0, 3)
    .map((hit) => ({ group: 'categories' as const, label: hit.name, url: hit.url }));
  if (products.length + categories.length === 0) return [];
  const all = {
    group: 'all' as const,
    label: allLabel,
    url: `${toPublicPath('/rechercher/', locale)}?q=${encodeURIComponent(typed)}`,
  };
  return [...products, ...categories, all];
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
