import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FailureAlertProps {
  /** What went wrong; nothing is shown while it is null. */
  message: string | null;
  sx?: SxProps<Theme>;
}

/** A form's failure above its fields (role=alert, so it is read out as it appears). */
export const FailureAlert = ({ message, sx }: FailureAlertProps) =>
  message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;
