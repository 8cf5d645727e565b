import Button from '@mui/material/Button';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { EmptyState } from '@portal/ui-shared';

export interface TutorsEmptyProps {
  onAdd: () => void;
}

/** No tutors yet (spec 001 §2.4), with "Add First Tutor". */
export const TutorsEmpty = ({ onAdd }: TutorsEmptyProps) => (
  <EmptyState
    icon={<SchoolRoundedIcon />}
    title="No tutors yet"
    message="Add the tutors who teach in your organisation. They can then add their students, groups and exams."
    actions={
      <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={onAdd}>
        Add First Tutor
      </Button>
    }
  />
);
