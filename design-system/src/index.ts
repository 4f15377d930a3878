// The barrel: one line per component so concurrent additions merge cleanly. Themes are separate entry points
// (`@gamelle/design-system/themes/gamelle`, `.../themes/croquetterie`) so an app loads only its brand's fonts.
export * from './theme/index.ts';
export * from './i18n/index.ts';
export * from './sprinkles/index.ts';
export * from './components/Box/index.ts';
export * from './forms/index.ts';
export * from './components/Field/index.ts';
export * from './components/TextField/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/Select/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/Switch/index.ts';
export * from './components/DateField/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/BirthdayField/index.ts';
export * from './components/PhoneField/index.ts';
export * from './components/FileField/index.ts';
export * from './components/Combobox/index.ts';
export * from './components/FormError/index.ts';
export * from './components/Price/index.ts';
export * from './components/Rating/index.ts';
export * from './components/ResponsiveImage/index.ts';
export * from './components/LoadingBar/index.ts';
export * from './components/Markdown/index.ts';
export * from './components/CopyButton/index.ts';
