import Button from '@mui/material/Button';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { EmptyState } from '@portal/ui-shared';

export interface StudentsEmptyProps {
  isParent: boolean;
  canManage: boolean;
  /** The parent's own e-mail, which links children to them. */
  email: string | undefined;
  onAdd: () => void;
}

/** Nobody to show at all: staff add their first student; a parent learns how children appear. */
export const StudentsEmpty = ({ isParent, canManage, email, onAdd }: StudentsEmptyProps) =>
  isParent ? (
    <EmptyState
      icon={<FamilyRestroomRoundedIcon />}
      title="No children here yet"
      message={`Your children appear here when their tutor adds them with your e-mail address${
        email ? ` (${email})` : ''
      } as the parent e-mail. If a tutor has used a different address, ask them to update it.`}
    />
  ) : (
    <EmptyState
      icon={<SchoolRoundedIcon />}
      title="No students yet"
      message="Add your first student to start assigning and scheduling exams."
      actions={
        canManage ? (
          <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={onAdd}>
            Add Student
          </Button>
        ) : null
      }
    />
  );
