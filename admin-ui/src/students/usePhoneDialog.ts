import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Dialogs take the whole screen on phones, where a floating box leaves no room to read. */
export function usePhoneDialog(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
