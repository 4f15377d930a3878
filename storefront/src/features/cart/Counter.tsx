import { clampCount, parseTypedCount, valueForKey } from '@gamelle/design-system/components/Counter/counterState.ts';
import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n/messages.ts';
import { defineMessages } from '../../lib/i18n/messages.ts';

const counterMessages = defineMessages(
  { decrease: (label: string) => `Diminuer : ${label}`, increase: (label: string) => `Augmenter : ${label}` },
  { decrease: (label: string) => `Verlagen: ${label}`, increase: (label: string) => `Verhogen: ${label}` },
);

export interface CounterProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  min?: number;
  max?: number;
  id?: string;
}

/**
 * Storefront-local quantity stepper until the design system's Counter lands (it reuses that Counter's tested
 * arithmetic). WAI-ARIA spin button: arrows, Page Up/Down, Home/End on the field; the −/+ buttons are out of
 * the tab order and labelled.
 */
export function Counter({ value, onChange, label, min = 1, max, id }: CounterProps) {
  const t = useMessages(counterMessages);
  const bounds = { min, max };
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (next: number) => {
    const clamped = clampCount(next, bounds);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="counter">
      <button
        type="button"
        tabIndex={-1}
        className="counter__button"
        aria-label={t.decrease(label)}
        disabled={value <= min}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="counter__input"
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(parseTypedCount(text, value, bounds))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') return commit(parseTypedCount(text, value, bounds));
          const next = valueForKey(event.key, value, bounds);
          if (next === null) return;
          event.preventDefault();
          commit(next);
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        className="counter__button"
        aria-label={t.increase(label)}
        disabled={max !== undefined && value >= max}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
