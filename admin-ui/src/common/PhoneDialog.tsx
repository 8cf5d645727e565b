import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { usePhoneDialog } from '../students/usePhoneDialog';

/** The console's MUI dialog: as wide as its maxWidth allows, and full screen on a phone. */
export const PhoneDialog = (props: Omit<DialogProps, 'fullScreen' | 'fullWidth'>) => {
  const fullScreen = usePhoneDialog();
  return <Dialog {...props} fullScreen={fullScreen} fullWidth />;
};
