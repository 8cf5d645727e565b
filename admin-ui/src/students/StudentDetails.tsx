import Box from '@mui/material/Box';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { ReactNode } from 'react';
import type { Student } from '@portal/contracts';
import { BreakableText } from './BreakableText';
import { visuallyHidden } from '../common/visuallyHidden';

export interface StudentDetailsProps {
  student: Student;
  /** Admins (every tutor's students) and parents (whose class a child is in): the card names the tutor. */
  showsTutor: boolean;
}

interface Row {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  /** Said (dimmed) when the value is missing. */
  missing: string;
}

/**
 * The card's facts as a description list: e-mail, school, parent contact, target schools (and
 * the tutor). Each label is an icon on screen and words for screen readers.
 */
export const StudentDetails = ({ student, showsTutor }: StudentDetailsProps) => {
  const parent = [student.parentEmail, student.parentPhone].filter(Boolean).join(' · ');
  const rows: Row[] = [
    {
      label: 'Email',
      icon: <EmailOutlinedIcon />,
      value: <BreakableText text={student.email} />,
      missing: '',
    },
    { label: 'School', icon: <SchoolOutlinedIcon />, value: student.school, missing: 'No school given' },
    {
      label: 'Parent',
      icon: <FamilyRestroomRoundedIcon />,
      value: parent ? <BreakableText text={parent} /> : null,
      missing: 'No parent contact',
    },
    {
      label: 'Target schools',
      icon: <FlagOutlinedIcon />,
      value: student.targetSchools.length > 0 ? student.targetSchools.join(', ') : null,
      missing: 'No target schools',
    },
  ];
  if (showsTutor) {
    rows.push({
      label: 'Tutor',
      icon: <PersonOutlineRoundedIcon />,
      value: student.tutorName,
      missing: 'No tutor',
    });
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: '20px minmax(0, 1fr)',
        columnGap: 1.25,
        rowGap: 0.75,
        alignItems: 'start',
        fontSize: '0.875rem',
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box
            component="dt"
            title={row.label}
            sx={{ color: 'text.secondary', display: 'flex', pt: '1px', '& svg': { fontSize: 18 } }}
          >
            <Box component="span" aria-hidden sx={{ display: 'contents' }}>
              {row.icon}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {row.label}
            </Box>
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.value ?? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {row.missing}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
