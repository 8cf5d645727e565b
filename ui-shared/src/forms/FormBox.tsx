import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FormBoxProps {
  /** The form's accessible name. */
  label: string;
  /** Each form checks its own values (noValidate): the contract's messages, not the browser's. */
  onSubmit: (event: FormEvent) => Promise<void> | void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A named form whose submit may be async (its promise is not left floating). */
export const FormBox = ({ label, onSubmit, sx, children }: FormBoxProps) => (
  <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label} sx={sx}>
    {children}
  </Box>
);
