import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../../css/focusRing.css.ts';
import { useControllableState } from '../../private/useControllableState.ts';
import * as styles from './Accordion.css.ts';
import { Icon } from '../Icon/Icon.tsx';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface CommonProps {
  children: ReactNode;
  /** The level of each item's heading, so the accordion fits the page's outline (3 unless told). */
  headingLevel?: HeadingLevel;
}

export interface SingleAccordionProps extends CommonProps {
  /** One item open at a time; opening one closes the other. */
  type: 'single';
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Whether the open item can be closed, leaving none open (true unless told). */
  collapsible?: boolean;
}

export interface MultipleAccordionProps extends CommonProps {
  /** Any number of items open. */
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = SingleAccordionProps | MultipleAccordionProps;

interface AccordionContextValue {
  isOpen(value: string): boolean;
  toggle(value: string): void;
  canClose(value: string): boolean;
  headingLevel: HeadingLevel;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

/**
 * Sections that open and close (spec §4), after the WAI-ARIA accordion pattern: each header is a button inside
 * a heading, with `aria-expanded` and `aria-controls`; Arrow Up/Down, Home and End move between headers.
 * Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`).
 */
export function Accordion(props: AccordionProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const single = props.type === 'single';
  const [singleValue, setSingle] = useControllableState<string | null>(
    single ? props.value : undefined,
    single ? (props.defaultValue ?? null) : null,
    single ? props.onValueChange : undefined,
  );
  const [multipleValue, setMultiple] = useControllableState<string[]>(
    single ? undefined : props.value,
    single ? [] : (props.defaultValue ?? []),
    single ? undefined : props.onValueChange,
  );
  const collapsible = single ? (props.collapsible ?? true) : true;

  const context: AccordionContextValue = {
    headingLevel: props.headingLevel ?? 3,
    isOpen: (value) => (single ? singleValue === value : multipleValue.includes(value)),
    canClose: () => collapsible,
    toggle: (value) => {
      if (single) {
        if (singleValue !== value) setSingle(value);
        else if (collapsible) setSingle(null);
        return;
      }
      setMultiple(multipleValue.includes(value) ? multipleValue.filter((v) => v !== value) : [...multipleValue, value]);
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(
      rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]:not(:disabled)') ?? [],
    );
    const current = triggers.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const target = {
      ArrowDown: triggers[(current + 1) % triggers.length],
      ArrowUp: triggers[(current - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers[triggers.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <AccordionContext.Provider value={context}>
      {/* Arrow keys only move focus between the header buttons; the buttons themselves are the widgets. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={rootRef} className={styles.root} data-type={props.type} onKeyDown={onKeyDown}>
        {props.children}
      </div>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Identifies the item in `value`. */
  value: string;
  title: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

export function AccordionItem({ value, title, children, disabled = false }: AccordionItemProps) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('AccordionItem must be placed inside an Accordion.');
  const id = useId();
  const triggerId = `accordion-trigger${id}`;
  const panelId = `accordion-panel${id}`;
  const open = context.isOpen(value);
  const Heading = `h${context.headingLevel}` as const;
  return (
    <div className={styles.item} data-state={open ? 'open' : 'closed'}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={triggerId}
          className={`${styles.trigger} ${focusRing}`}
          aria-expanded={open}
          aria-controls={panelId}
          // A single accordion that may not close its open item says so, as the pattern asks.
          aria-disabled={open && !context.canClose(value) ? true : undefined}
          disabled={disabled}
          data-accordion-trigger=""
          onClick={() => context.toggle(value)}
        >
          <span>{title}</span>
          <Icon name="chevron-down" size="small" className={styles.chevron} />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
