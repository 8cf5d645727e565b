import Box from '@mui/material/Box';
import type { Tutor } from '@portal/contracts';
import { TutorCard } from './TutorCard';
import { cardGridSx } from '../common/cardGridSx';

export interface TutorGridProps {
  tutors: readonly Tutor[];
  /** the card being edited inline, if any: one at a time */
  editingId: string | null;
  onEdit: (id: string | null) => void;
}

export const TutorGrid = ({ tutors, editingId, onEdit }: TutorGridProps) => (
  <Box component="ul" aria-label="Tutors" sx={cardGridSx(320)}>
    {tutors.map((tutor) => (
      <TutorCard
        key={tutor.id}
        tutor={tutor}
        editing={editingId === tutor.id}
        onEdit={() => onEdit(tutor.id)}
        onDone={() => onEdit(null)}
      />
    ))}
  </Box>
);
