import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '../forms/FormTextField';
import type { BoundFieldProps } from '../forms/bindField';
import { gradeOptionsWith } from './registerForm';

export interface GradeSelectFieldProps extends BoundFieldProps {
  label: string;
  fullWidth?: boolean;
}

/** The school year, with 'Not set' first; a stored year no longer offered stays selectable. */
export const GradeSelectField = ({ label, value, ...props }: GradeSelectFieldProps) => (
  <FormTextField select label={label} value={value} {...props}>
    <MenuItem value="">
      <em>Not set</em>
    </MenuItem>
    {gradeOptionsWith(value).map((grade) => (
      <MenuItem key={grade.value} value={grade.value}>
        {grade.label}
      </MenuItem>
    ))}
  </FormTextField>
);
