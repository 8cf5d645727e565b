import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { useEffect, useRef } from 'react';
import type { Student } from '@portal/contracts';
import { StudentDetails } from './StudentDetails';
import { StudentEditForm } from './StudentEditForm';
import { fullName, gradeLabel, initialsOf } from './studentLabels';
import { CardButton } from '../common/CardButton';
import { CardFoot } from '../common/CardFoot';
import { visuallyHidden } from '../common/visuallyHidden';

export interface StudentCardProps {
  student: Student;
  /** Admins and tutors edit and manage exams; parents only look. */
  canManage: boolean;
  showsTutor: boolean;
  editing: boolean;
  onEdit: () => void;
  onEditDone: (saved?: Student) => void;
  onManageExams: () => void;
  /** Staff: the child's linked parent accounts. */
  onParents?: () => void;
  /** A parent: removes their own link to this child (after a confirmation). */
  onRemoveLink?: () => void;
}

/**
 * One student: who they are, how to reach their parent, and (for staff) edit, exams and linked
 * parents; a parent may remove their own link to the child.
 */
export const StudentCard = ({
  student,
  canManage,
  showsTutor,
  editing,
  onEdit,
  onEditDone,
  onManageExams,
  onParents,
  onRemoveLink,
}: StudentCardProps) => {
  const name = fullName(student);
  const headingId = `student-${student.id}-name`;
  const grade = gradeLabel(student.grade);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // after an edit the focus returns to the Edit button it started from
  useEffect(() => {
    if (wasEditing.current && !editing) {
      editButton.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', fontWeight: 700, width: 44, height: 44 }}>
          {initialsOf(student)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h3" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.02em' }}
          >
            <Box component="span" sx={visuallyHidden}>
              Student ID{' '}
            </Box>
            {student.studentId}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Chip
          size="small"
          color={grade ? 'primary' : 'default'}
          variant={grade ? 'filled' : 'outlined'}
          label={grade ?? 'No grade'}
        />
        {student.awaitingFirstSignIn ? (
          <Chip
            size="small"
            variant="outlined"
            icon={<HourglassEmptyRoundedIcon />}
            label="Awaiting first sign-in"
            sx={(theme) => ({
              color: theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'],
              borderColor: theme.palette.warning.main,
              '& .MuiChip-icon': { color: 'inherit' },
            })}
          />
        ) : null}
      </Box>
      {editing ? (
        <StudentEditForm student={student} onSaved={onEditDone} onCancel={() => onEditDone()} />
      ) : (
        <>
          <StudentDetails student={student} showsTutor={showsTutor} />
          {canManage ? (
            <CardFoot>
              <CardButton
                buttonRef={editButton}
                icon={<EditRoundedIcon />}
                label="Edit"
                ariaLabel={`Edit ${name}`}
                onClick={onEdit}
              />
              <CardButton
                icon={<AssignmentRoundedIcon />}
                label="Manage exams"
                ariaLabel={`Manage exams for ${name}`}
                onClick={onManageExams}
              />
              {onParents ? (
                <CardButton
                  icon={<FamilyRestroomRoundedIcon />}
                  label="Parents"
                  ariaLabel={`Parents of ${name}`}
                  onClick={onParents}
                />
              ) : null}
            </CardFoot>
          ) : null}
          {!canManage && onRemoveLink ? (
            <CardFoot>
              <CardButton
                color="error"
                icon={<LinkOffRoundedIcon />}
                label="Remove link"
                ariaLabel={`Remove link to ${name}`}
                onClick={onRemoveLink}
              />
            </CardFoot>
          ) : null}
        </>
      )}
    </Card>
  );
};
