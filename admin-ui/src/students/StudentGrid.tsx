import Box from '@mui/material/Box';
import type { Student } from '@portal/contracts';
import { StudentCard } from './StudentCard';
import { cardGridSx } from '../common/cardGridSx';

export interface StudentGridProps {
  students: Student[];
  canManage: boolean;
  showsTutor: boolean;
  /** The card open for inline edit, if any. */
  editingId: string | null;
  /** The next page, search or grade is on its way; the current cards stay until it arrives. */
  busy: boolean;
  onEdit: (student: Student) => void;
  onEditDone: (saved?: Student) => void;
  onManageExams: (student: Student) => void;
  /** Staff: open the child's linked parents. */
  onParents?: (student: Student) => void;
  /** A parent: remove their own link to the child. */
  onRemoveLink?: (student: Student) => void;
}

/** The student cards, one per row on phones and as many as fit beside each other above that. */
export const StudentGrid = ({
  students,
  canManage,
  showsTutor,
  editingId,
  busy,
  onEdit,
  onEditDone,
  onManageExams,
  onParents,
  onRemoveLink,
}: StudentGridProps) => (
  <Box
    component="ul"
    aria-label="Students"
    aria-busy={busy}
    sx={{ ...cardGridSx(300), opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
  >
    {students.map((student) => (
      <Box
        component="li"
        key={student.id}
        // the card being edited takes the whole row, so its form has room
        sx={{ minWidth: 0, gridColumn: editingId === student.id ? '1 / -1' : 'auto' }}
      >
        <StudentCard
          student={student}
          canManage={canManage}
          showsTutor={showsTutor}
          editing={editingId === student.id}
          onEdit={() => onEdit(student)}
          onEditDone={onEditDone}
          onManageExams={() => onManageExams(student)}
          {...(onParents ? { onParents: () => onParents(student) } : {})}
          {...(onRemoveLink ? { onRemoveLink: () => onRemoveLink(student) } : {})}
        />
      </Box>
    ))}
  </Box>
);
