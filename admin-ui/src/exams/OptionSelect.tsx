import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '@portal/ui-shared';

export interface OptionSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
}

/** A select over one of the exam's enums (type, difficulty, grade, question type), read by its labels. */
export const OptionSelect = <T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: OptionSelectProps<T>) => (
  <FormTextField
    select
    id={id}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as T)}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {labels[option]}
      </MenuItem>
    ))}
  </FormTextField>
);
