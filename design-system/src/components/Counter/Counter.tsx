import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Counter.css.ts';
import { counterMessages } from './Counter.messages.ts';
import { clampCount, parseTypedCount, valueForKey } from './counterState.ts';
import { useControllableState } from '../../private/useControllableState.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface CounterProps {
  /** What is counted, in the buttons' and the field's names: "Augmenter Croquettes poulet 2 kg". */
  productName: string;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** At the minimum, show an "Ajouter" button instead of the stepper (cart lines, product cards). */
  collapsible?: boolean;
  disabled?: boolean;
  id?: string;
  /** The field's name in a form: the quantity is posted with it when the page has no JavaScript. */
  name?: string;
}

/**
 * A quantity as a WAI-ARIA spin button: Arrow Up/Down step, Page Up/Down jump ten steps, Home/End go to the
 * bounds; the +/- buttons stay out of the tab order and every change is announced. Collapsible counters turn
 * into an "Ajouter" button at the minimum; focus follows to the Add button and back into the stepper.
 */
export function Counter({
  productName,
  value: valueProp,
  defaultValue,
  onChange,
  min = 0,
  max,
  step = 1,
  collapsible = false,
  disabled = false,
  id,
  name,
}: CounterProps) {
  const t = useMessages(counterMessages);
  const bounds = { min, max, step };
  const [value, setValue] = useControllableState(valueProp, clampCount(defaultValue ?? min, bounds), onChange);
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next render, set only by the user's own presses (never by a parent's update).
  const focusNext = useRef<'input' | 'add' | null>(null);
  const generatedId = useId();
  const inputId = id ?? `counter${generatedId}`;
  const collapsed = collapsible && value <= min;

  useEffect(() => {
    if (focusNext.current === 'input') inputRef.current?.focus();
    if (focusNext.current === 'add') addRef.current?.focus();
    focusNext.current = null;
  }, [collapsed]);

  const commit = (next: number) => {
    const clamped = clampCount(next, bounds);
    setDraft(null);
    if (clamped === value) return;
    if (collapsible && clamped <= min) focusNext.current = 'add';
    setValue(clamped);
    setAnnouncement(
      collapsible && clamped <= min
        ? t('removed', { product: productName })
        : t('announce', { product: productName, value: clamped }),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit(parseTypedCount(event.currentTarget.value, value, bounds));
      return;
    }
    const next = valueForKey(event.key, value, bounds);
    if (next === null) return;
    event.preventDefault();
    commit(next);
  };

  const live = (
    <VisuallyHidden>
      <span role="status">{announcement}</span>
    </VisuallyHidden>
  );

  // The live region stays mounted across the switch between stepper and Add button, so the change is heard.
  return (
    <span className={styles.root} data-collapsed={collapsed || undefined}>
      {collapsed ? (
        <Button
          ref={addRef}
          variant="primary"
          disabled={disabled}
          icon={<Icon name="plus" size="small" />}
          aria-label={t('addProduct', { product: productName })}
          onClick={() => {
            focusNext.current = 'input';
            commit(min + step);
          }}
        >
          {t('add')}
        </Button>
      ) : (
        <span className={styles.stepper} data-disabled={disabled || undefined}>
          <IconButton
            icon="minus"
            tone="brand"
            shape="flush"
            tabIndex={-1}
            className={styles.stepButton}
            label={t('decrease', { product: productName })}
            aria-controls={inputId}
            disabled={disabled || value <= min}
            // Keeps focus in the field when the pointer presses a button, as a native number input does.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => commit(value - step)}
          />
          <input
            ref={inputRef}
            id={inputId}
            name={name}
            className={styles.input}
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('quantity', { product: productName })}
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max}
            disabled={disabled}
            value={draft ?? String(value)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={(event) => commit(parseTypedCount(event.target.value, value, bounds))}
            onKeyDown={onKeyDown}
          />
          <IconButton
            icon="plus"
            tone="brand"
            shape="flush"
            tabIndex={-1}
            className={styles.stepButton}
            label={t('increase', { product: productName })}
            aria-controls={inputId}
            disabled={disabled || (max !== undefined && value >= max)}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => commit(value + step)}
          />
        </span>
      )}
      {live}
    </span>
  );
}
