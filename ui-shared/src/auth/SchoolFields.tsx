import Stack from '@mui/material/Stack';
import type { BoundFieldProps } from '../forms/bindField';
import { FormTextField } from '../forms/FormTextField';
import { GradeSelectField } from './GradeSelectField';

export interface SchoolFieldsProps {
  /** On sign-up both may be left empty, and their labels say so. */
  optional?: boolean;
  school: BoundFieldProps;
  grade: BoundFieldProps;
}

/** A student's school and school year, side by side (stacked on a phone). */
export const SchoolFields = ({ optional = false, school, grade }: SchoolFieldsProps) => {
  const note = optional ? ' (optional)' : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField label={`School${note}`} autoComplete="organization" {...school} fullWidth />
      <GradeSelectField label={`School year${note}`} {...grade} fullWidth />
    </Stack>
  );
};
