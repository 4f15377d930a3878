export { Combobox, type ComboboxProps, type ComboboxItem } from './Combobox.tsx';
export { LazyCombobox, preloadCombobox } from './LazyCombobox.tsx';
