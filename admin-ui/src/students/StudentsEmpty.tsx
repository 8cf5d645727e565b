import Button from '@mui/material/Button';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { EmptyState } from '@portal/ui-shared';
import { NO_CHILDREN_LINKED } from './familyLinks';

export interface StudentsEmptyProps {
  isParent: boolean;
  canManage: boolean;
  onAdd: () => void;
}

/** Nobody to show at all: staff add their first student; a parent learns how a child is linked. */
export const StudentsEmpty = ({ isParent, canManage, onAdd }: StudentsEmptyProps) =>
  isParent ? (
    <EmptyState
      icon={<FamilyRestroomRoundedIcon />}
      title={NO_CHILDREN_LINKED.title}
      message={NO_CHILDREN_LINKED.message}
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
