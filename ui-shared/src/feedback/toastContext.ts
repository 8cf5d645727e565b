import { createContext } from 'react';

export type ToastSeverity = 'error' | 'success' | 'info';

export interface ToastOptions {
  /** Milliseconds before it clears; 0 keeps it until the user closes it (spec 001 §2.2). */
  timeoutMs?: number;
}

export interface ToastApi {
  showToast: (message: string, severity?: ToastSeverity, options?: ToastOptions) => void;
  showError: (message: string, options?: ToastOptions) => void;
  showSuccess: (message: string, options?: ToastOptions) => void;
  showInfo: (message: string, options?: ToastOptions) => void;
  closeToast: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts on the privacy and profile screens clear after 5 seconds (spec 001 §4). */
export const TOAST_TIMEOUT_MS = 5000;
