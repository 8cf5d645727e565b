import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import type { Tutor } from '@portal/contracts';
import { experienceText, studentCountText } from './tutorDisplay';
import { BareList } from '../common/BareList';

export interface TutorDetailsProps {
  tutor: Tutor;
}

interface Row {
  label: string;
  value: ReactNode;
}

const missing = (
  // text.disabled is for controls that are off: as information it failed WCAG contrast (2.6:1)
  <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
    Not given
  </Box>
);

/** The card's facts as a description list, then the specialisations as chips. */
export const TutorDetails = ({ tutor }: TutorDetailsProps) => {
  const rows: Row[] = [
    { label: 'Organisation', value: tutor.organizationName ?? missing },
    { label: 'Experience', value: experienceText(tutor.experience) },
    { label: 'Phone', value: tutor.contactPhone ?? missing },
    { label: 'Students', value: studentCountText(tutor.studentCount) },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.75,
          fontSize: '0.875rem',
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {row.label}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Box>
          </Box>
        ))}
      </Box>
      {tutor.specializations.length > 0 ? (
        <BareList aria-label="Specialisations" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {tutor.specializations.map((subject) => (
            <li key={subject}>
              <Chip
                label={subject}
                size="small"
                color="primary"
                variant="outlined"
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </BareList>
      ) : null}
    </Box>
  );
};
