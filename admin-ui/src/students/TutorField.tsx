import MenuItem from '@mui/material/MenuItem';
import { FormTextField } from '@portal/ui-shared';
import { fullName } from './studentLabels';
import { useTutorChoices } from './useTutorChoices';

export interface TutorFieldProps {
  id: string;
  value: string;
  onChange: (tutorId: string) => void;
  error?: string | undefined;
}

/** An admin's choice of the new student's tutor (optional): the organisation's tutors by name. */
export const TutorField = ({ id, value, onChange, error }: TutorFieldProps) => {
  const tutors = useTutorChoices(true);
  const helper =
    error ??
    (tutors.isPending
      ? 'Loading tutors…'
      : tutors.isError
        ? 'Tutors could not be loaded; the student can be added without one.'
        : 'The tutor who teaches this student.');
  return (
    <FormTextField
      select
      id={id}
      label="Tutor (optional)"
      fullWidth
      value={tutors.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={helper}
      disabled={!tutors.data}
    >
      <MenuItem value="">
        <em>No tutor</em>
      </MenuItem>
      {(tutors.data ?? []).map((tutor) => (
        <MenuItem key={tutor.id} value={tutor.id}>
          {fullName(tutor)}
          {tutor.isActive ? '' : ' (inactive)'}
        </MenuItem>
      ))}
    </FormTextField>
  );
};
