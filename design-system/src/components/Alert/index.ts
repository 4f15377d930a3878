export { Alert, type AlertProps } from './Alert.tsx';
export type { AlertTone } from './Alert.css.ts';
