import { languageTag } from '@gamelle/contract/shared/locales';
import type { FocusEvent, Ref } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import * as styles from '../../forms/field.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { comboboxMessages } from './Combobox.messages.ts';
import * as own from './Combobox.css.ts';
import { createItemFilter } from './filterItems.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface ComboboxItem {
  id: string;
  label: string;
}

export interface ComboboxProps extends FieldBaseProps {
  items: readonly ComboboxItem[];
  /**
   * Items listed first and kept whatever is typed, e.g. the "crossbreed" choice of the breed list, which
   * must stay reachable for a user who typed a breed that is not listed.
   */
  pinnedItems?: readonly ComboboxItem[];
  /** Controlled selected id (`Controller`'s `field.value`); null when nothing is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  /** The chosen id, or null when the choice is cleared: fits `Controller`'s `field.onChange`. */
  onChange?: (id: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Items are still being fetched: the list says "Chargement…" and the input is marked busy. */
  loading?: boolean;
  /** The text input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable list (React Aria ComboBox): type to filter (accents and case ignored), arrows to move,
 * Enter to choose, Escape to close; the list opens on typing, on Arrow Down or with the button. The chosen
 * item's id is the value, submitted under `name` too. Use it through `Controller` in react-hook-form.
 */
export function Combobox({
  label,
  description,
  error,
  formName,
  items,
  pinnedItems = [],
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  loading = false,
  required,
  disabled,
  name,
  id,
  ref,
}: ComboboxProps) {
  const t = useMessages(comboboxMessages);
  const locale = useLocale();
  const theme = useTheme();
  const field = useField({ label, description, error, formName, name, required, disabled, id });
  const all = [...pinnedItems, ...items];
  const controlled = value !== undefined ? { value } : defaultValue !== undefined ? { defaultValue } : {};

  return (
    // React Aria's own strings (e.g. "3 options available") follow the shop's locale, not the browser's.
    <I18nProvider locale={languageTag(locale)}>
      <ComboBox
        className={styles.fieldRoot}
        // defaultItems, not items: with items React Aria leaves the filtering to the caller.
        defaultItems={loading ? [] : all}
        {...controlled}
        onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
        defaultFilter={createItemFilter(pinnedItems.map((item) => item.label))}
        allowsEmptyCollection
        isInvalid={field.invalid}
        isRequired={required}
        isDisabled={disabled}
        validationBehavior="aria"
        name={name}
        menuTrigger="focus"
      >
        <Label className={styles.label}>
          {label}
          {required ? (
            <span className={styles.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <div className={own.inputRow}>
          <Input
            ref={ref}
            id={id}
            className={[styles.control, own.input].join(' ')}
            placeholder={placeholder}
            onBlur={onBlur}
            aria-busy={loading || undefined}
          />
          <Button className={own.button} aria-label={t('showSuggestions')}>
            <Icon name="chevron-down" size="xsmall" />
          </Button>
        </div>
        <FieldError className={styles.errorMessage}>{field.errorText}</FieldError>
        {/* The popover renders under <body>: re-apply the theme classes so tokens resolve there. */}
        <Popover className={[own.popover, theme?.rootClassName].filter(Boolean).join(' ')} offset={4}>
          <ListBox
            className={own.listBox}
            renderEmptyState={() => <p className={own.empty}>{loading ? t('loading') : t('noResults')}</p>}
          >
            {(item: ComboboxItem) => (
              <ListBoxItem id={item.id} textValue={item.label} className={own.option}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
