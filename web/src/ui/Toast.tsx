import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import type { NoticeKind } from './Notice';

export interface ToastInput {
  kind: NoticeKind;
  text: string;
}

interface Toast extends ToastInput {
  id: number;
}

/** Long enough to read a sentence twice; errors wait for the person to close them. */
const SHOWN_FOR_MS = 6000;

const ToastContext = createContext<((toast: ToastInput) => void) | undefined>(undefined);

const icons = { success: 'check', info: 'info', warning: 'warning', error: 'error' } as const;

/**
 * Toasts float above the page (and above the tab bar on a phone), so raising one never moves
 * what the person is looking at. The live region exists from the start: screen readers announce
 * only what appears inside a region they already know. Errors belong beside what caused them
 * (Notice), so a toast is a polite confirmation and never an alert.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((input: ToastInput) => {
    const id = ++nextId.current;
    // The same message again replaces the old one instead of stacking up.
    setToasts((current) => [
      ...current.filter((toast) => toast.text !== input.text),
      { ...input, id },
    ]);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        className="toast-region"
        role="status"
        aria-live="polite"
        aria-label={t('app.notifications')}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (toast.kind === 'error') return;
    const timer = setTimeout(() => onDismiss(toast.id), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`toast toast--${toast.kind}`} data-testid={`toast-${toast.kind}`}>
      <Icon name={icons[toast.kind]} className="toast__icon" />
      <p className="toast__text">{toast.text}</p>
      <button
        type="button"
        className="icon-button toast__close"
        aria-label={t('app.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/** Raises a toast: `toast({ kind: 'success', text: t('journal.saved') })`. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
