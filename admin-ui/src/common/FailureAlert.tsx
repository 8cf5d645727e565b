import Alert, { type AlertProps } from '@mui/material/Alert';

export interface FailureAlertProps {
  /** what went wrong, in the server's words where it gave some; nothing shows without one */
  message: string | null;
  sx?: AlertProps['sx'];
}

/** A failed save or action, announced at once (role alert) where the form or dialog shows it. */
export const FailureAlert = ({ message, sx }: FailureAlertProps) =>
  message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;
