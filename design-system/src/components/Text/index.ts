export { Text, type TextProps } from './Text.tsx';
export type { TextTone } from './Text.css.ts';
