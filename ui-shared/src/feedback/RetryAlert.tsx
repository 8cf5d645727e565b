import type { ReactNode } from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface RetryAlertProps {
  /** What failed, in the screen's own words. */
  children: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** Disables the button while a retry is already running. */
  retrying?: boolean;
  /** The button's icon, if any. */
  retryIcon?: ReactNode;
  variant?: AlertProps['variant'];
  /** The button's own variant; plain text by default. */
  retryVariant?: 'text' | 'outlined';
  sx?: AlertProps['sx'];
}

/** A failed load said inline (role=alert), with a button to load it again. */
export const RetryAlert = ({
  children,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  retryIcon,
  variant,
  retryVariant = 'text',
  sx,
}: RetryAlertProps) => (
  <Alert
    severity="error"
    {...(variant ? { variant } : {})}
    {...(sx ? { sx } : {})}
    action={
      <Button
        color="inherit"
        size="small"
        variant={retryVariant}
        startIcon={retryIcon}
        onClick={onRetry}
        disabled={retrying}
      >
        {retryLabel}
      </Button>
    }
  >
    {children}
  </Alert>
);
