import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

export type PasswordFieldProps = Omit<FormTextFieldProps, 'type'>;

/** A password input with a show/hide button (children often mistype hidden passwords). */
export const PasswordField = (props: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const label = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
