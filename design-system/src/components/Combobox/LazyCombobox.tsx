import { lazy, Suspense, type ComponentType } from 'react';
import * as styles from '../../forms/field.css.ts';
import { useField } from '../../forms/useField.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ComboboxProps } from './Combobox.tsx';
import * as own from './Combobox.css.ts';

type Module = { default: ComponentType<ComboboxProps> };

// React Aria (its combobox, list box, popover and their hooks: ~59 KB gzip) loads in a chunk of its own, out of
// the first load of the pages that show a Combobox in a form (the pet form: the account's pet pages, the guides).
let loaded: Module | undefined;
let loading: Promise<Module> | undefined;
const loadOnce = () =>
  (loading ??= import('./Combobox.tsx').then(
    (module) => (loaded = { default: module.Combobox }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
// Once loaded, a thenable that calls back at once: React's lazy then renders it without suspending (the server's
// every response has it in place, not streamed after a fallback; a browser's later forms show it at once).
const settled = (module: Module) =>
  ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
const Loaded = lazy(() => (loaded ? settled(loaded) : loadOnce()));

/**
 * Loads the Combobox's chunk; never fails (the field then loads on render, and its error boundary speaks). A
 * server's route loader awaits it so that the first response after a start renders the field in place too.
 */
export const preloadCombobox = (): Promise<void> =>
  loadOnce().then(
    () => undefined,
    () => undefined,
  );
// The server starts at once (the browser's build drops this line: there the chunk comes when a form renders).
if (import.meta.env.SSR) void preloadCombobox();

/**
 * The Combobox, its code loaded on demand. The server renders the whole field into the page; the browser keeps that
 * HTML and hydrates it when the chunk arrives (it is asked for as the page hydrates), the rest of the form being
 * live meanwhile. Rendered in the browser before the chunk is there (a client-side navigation), it shows the same
 * field, read-only and marked busy, for that moment.
 */
export function LazyCombobox(props: ComboboxProps) {
  return (
    <Suspense fallback={<ComboboxPlaceholder {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}

/** The field as it will look: label, description, the chosen item's label, the button's chevron (not a control). */
function ComboboxPlaceholder({ items, pinnedItems = [], value, defaultValue, placeholder, ...props }: ComboboxProps) {
  const field = useField(props);
  const chosen = value !== undefined ? value : defaultValue;
  const text = [...pinnedItems, ...items].find((item) => item.id === chosen)?.label ?? '';
  return (
    <div className={styles.fieldRoot}>
      <label id={field.ids.label} htmlFor={field.ids.control} className={styles.label}>
        {props.label}
        {props.required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {props.description ? (
        <span id={field.ids.description} className={styles.description}>
          {props.description}
        </span>
      ) : null}
      <div className={own.inputRow}>
        <input
          {...field.controlProps}
          className={[styles.control, own.input].join(' ')}
          value={text}
          placeholder={placeholder}
          readOnly
          aria-busy
        />
        <span className={own.button} aria-hidden="true">
          <Icon name="chevron-down" size="xsmall" />
        </span>
      </div>
      {field.errorText ? (
        <span id={field.ids.error} className={styles.errorMessage}>
          {field.errorText}
        </span>
      ) : null}
    </div>
  );
}
