import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

export interface NoticeAlertProps {
  severity: 'success' | 'info' | 'warning';
  /** What to say; nothing is shown while it is empty. */
  children: ReactNode;
}

/**
 * A left-aligned alert inside a centred notice. A warning is role=alert (read out at once); good
 * news and hints are role=status.
 */
export const NoticeAlert = ({ severity, children }: NoticeAlertProps) =>
  children ? (
    <Alert severity={severity} role={severity === 'warning' ? 'alert' : 'status'} sx={{ textAlign: 'left' }}>
      {children}
    </Alert>
  ) : null;
