import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SHARED_MESSAGES } from '#config/messages';
import styles from './toasts.module.css';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastOptions = { tone?: ToastTone; durationMs?: number };
type Toast = { id: number; message: string; tone: ToastTone };

/** Spec §9: join/leave notices and profile banners last 3 s. */
export const DEFAULT_TOAST_DURATION_MS = 3000;

type ToastContextValue = { showToast: (message: string, options?: ToastOptions) => void };
const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismissToast = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const showToast = useCallback(
    (message: string, { tone = 'info', durationMs = DEFAULT_TOAST_DURATION_MS }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismissToast(id);
      }, durationMs);
      timers.current.add(timer);
    },
    [dismissToast],
  );

  const value = useMemo(() => ({ showToast }), [showToast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-label={SHARED_MESSAGES.toastsRegion}>
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <span>{toast.message}</span>
            <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={SHARED_MESSAGES.closeToast}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `showToast('Vous êtes inscrit à cet événement!', { tone: 'success' })`: a short notice, 3 s by default. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast doit être utilisé dans <ToastProvider>.');
  return context;
}
