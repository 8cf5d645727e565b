import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps = TextFieldProps;

/**
 * A TextField whose label is exactly its text: a required field keeps `required` (and so
 * aria-required) on the input, but the label shows no asterisk, so the accessible name and
 * getByLabel('Email', { exact: true }) match the words on screen. Optional fields say "(optional)".
 */
export const FormTextField = ({ slotProps, ...props }: FormTextFieldProps) => (
  <TextField
    {...props}
    slotProps={{
      ...slotProps,
      inputLabel: { ...(slotProps?.inputLabel as object | undefined), required: false },
    }}
  />
);
