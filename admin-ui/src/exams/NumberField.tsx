import { FormTextField } from '@portal/ui-shared';

export interface NumberFieldProps {
  id: string;
  label: string;
  /** The input's text: it may be blank or out of range while typing. */
  value: string;
  onChange: (text: string) => void;
  /** Usually writes the value back as it will be saved (clamped, rounded). */
  onBlur?: () => void;
  helperText: string;
  min: number;
  max?: number;
  placeholder?: string;
}

/** A whole-number input of the exam form (duration, pass mark, total marks, a question's marks). */
export const NumberField = ({
  id,
  label,
  value,
  onChange,
  onBlur,
  helperText,
  min,
  max,
  placeholder,
}: NumberFieldProps) => (
  <FormTextField
    id={id}
    label={label}
    type="number"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    placeholder={placeholder}
    helperText={helperText}
    slotProps={{
      htmlInput: { min, max, inputMode: 'numeric' },
      ...(placeholder === undefined ? {} : { inputLabel: { shrink: true } }),
    }}
  />
);
