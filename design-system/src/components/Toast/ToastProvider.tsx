import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import type { ToastTone } from './Toast.css.ts';
import * as styles from './Toast.css.ts';
import { toastMessages } from './Toast.messages.ts';
import { ToastItem } from './ToastItem.tsx';

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides itself (paused while hovered or focused); `null` keeps it until closed. */
  duration?: number | null;
}

export interface ShownToast extends Required<Pick<ToastOptions, 'message' | 'tone'>> {
  id: string;
  title?: ReactNode;
  duration: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const defaultToastDuration = 6000;

/**
 * Holds the toasts and renders their live region. The region is in the page from the start (empty), which
 * screen readers need to announce what is added to it later; it is polite, so it never interrupts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useMessages(toastMessages);
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    const shown: ShownToast = {
      id,
      message: toast.message,
      title: toast.title,
      tone: toast.tone ?? 'info',
      duration: toast.duration === undefined ? defaultToastDuration : toast.duration,
    };
    setToasts((current) => [...current, shown]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={t('region')} className={styles.region}>
        <div aria-live="polite" aria-relevant="additions text" role="status">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
