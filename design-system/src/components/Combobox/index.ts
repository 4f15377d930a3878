export { Combobox, type ComboboxProps, type ComboboxItem } from './Combobox.tsx';
