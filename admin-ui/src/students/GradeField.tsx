import MenuItem from '@mui/material/MenuItem';
import { STUDENT_GRADES } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import { gradeLabel } from './studentLabels';
import { choiceItems } from '../common/choiceItems';

export interface GradeFieldProps {
  id: string;
  value: string;
  onChange: (grade: string) => void;
  error?: string | undefined;
}

/** The required grade of the add and edit forms: Year 4 to Year 7 (spec 001 §5). */
export const GradeField = ({ id, value, onChange, error }: GradeFieldProps) => {
  // a grade stored before these choices existed stays visible (and must be changed to save)
  const legacy = value && !STUDENT_GRADES.some((grade) => grade.value === value) ? value : null;
  return (
    <FormTextField
      select
      id={id}
      label="Grade"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="" disabled>
        <em>Choose a grade</em>
      </MenuItem>
      {legacy ? (
        <MenuItem value={legacy} disabled>
          {gradeLabel(legacy)}
        </MenuItem>
      ) : null}
      {choiceItems(STUDENT_GRADES)}
    </FormTextField>
  );
};
