export { ToastProvider, useToast, defaultToastDuration, type ToastApi, type ToastOptions } from './ToastProvider.tsx';
export type { ToastTone } from './Toast.css.ts';
