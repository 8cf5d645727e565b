import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import {
  TOAST_TIMEOUT_MS,
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastSeverity,
} from './toastContext';

export interface ToastProviderProps {
  children: ReactNode;
  /** Used when a toast names no timeout; 0 means every toast needs closing by hand. */
  defaultTimeoutMs?: number;
}

interface Toast {
  key: number;
  message: string;
  severity: ToastSeverity;
  timeoutMs: number;
}

/**
 * One toast at a time, at the top of the screen (the cookie banner owns the bottom). A newer toast
 * replaces the one on screen. Providers may nest: the privacy and profile screens bring their own
 * with the 5-second timeout.
 */
export const ToastProvider = ({ children, defaultTimeoutMs = TOAST_TIMEOUT_MS }: ToastProviderProps) => {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const showToast = useCallback(
    (message: string, severity: ToastSeverity = 'info', options?: ToastOptions) => {
      setToast({ key: Date.now(), message, severity, timeoutMs: options?.timeoutMs ?? defaultTimeoutMs });
      setOpen(true);
    },
    [defaultTimeoutMs],
  );
  const closeToast = useCallback(() => setOpen(false), []);

  const api = useMemo<ToastApi>(
    () => ({
      showToast,
      showError: (message, options) => showToast(message, 'error', options),
      showSuccess: (message, options) => showToast(message, 'success', options),
      showInfo: (message, options) => showToast(message, 'info', options),
      closeToast,
    }),
    [showToast, closeToast],
  );

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is no reason to drop a message the user may not have read.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Snackbar
          key={toast.key}
          open={open}
          onClose={handleClose}
          autoHideDuration={toast.timeoutMs > 0 ? toast.timeoutMs : null}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          sx={{ maxWidth: { xs: 'calc(100% - 16px)', sm: 560 } }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            role={toast.severity === 'error' ? 'alert' : 'status'}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
};
