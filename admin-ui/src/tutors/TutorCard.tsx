import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { useRef } from 'react';
import type { Tutor } from '@portal/contracts';
import { CardButton } from '../common/CardButton';
import { CardFoot } from '../common/CardFoot';
import { TutorBadges } from './TutorBadges';
import { TutorDetails } from './TutorDetails';
import { TutorEditForm } from './TutorEditForm';
import { TutorVerificationAction } from './TutorVerificationAction';
import { fullName, initialsOf } from './tutorDisplay';

export interface TutorCardProps {
  tutor: Tutor;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}

/**
 * One tutor: name, e-mail, badges, facts and specialisations, with an inline edit (spec 001 §2.4).
 * While editing, the card takes the grid's whole row so the form has room.
 */
export const TutorCard = ({ tutor, editing, onEdit, onDone }: TutorCardProps) => {
  const editButton = useRef<HTMLButtonElement>(null);
  const name = fullName(tutor);
  const headingId = `tutor-${tutor.id}-name`;
  const finish = () => {
    onDone();
    // back to the button that opened the form, for keyboard users
    window.setTimeout(() => editButton.current?.focus(), 0);
  };
  return (
    <Box component="li" sx={{ minWidth: 0, gridColumn: editing ? '1 / -1' : 'auto' }}>
      <Card
        component="article"
        aria-labelledby={headingId}
        sx={{
          p: { xs: 2, sm: 2.5 },
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          opacity: tutor.isActive || editing ? 1 : 0.85,
          ...(editing ? { borderColor: 'primary.main' } : {}),
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
          <Avatar
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              bgcolor: tutor.isActive ? 'primary.main' : 'action.disabled',
              fontWeight: 700,
              fontSize: '1rem',
            }}
          >
            {initialsOf(tutor)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
              {editing ? `Edit ${name}` : name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {tutor.email}
            </Typography>
          </Box>
        </Box>
        {editing ? (
          <TutorEditForm tutor={tutor} onDone={finish} />
        ) : (
          <>
            <TutorBadges tutor={tutor} />
            <TutorDetails tutor={tutor} />
            <CardFoot sx={{ justifyContent: 'flex-end' }}>
              <TutorVerificationAction tutor={tutor} />
              <CardButton
                buttonRef={editButton}
                icon={<EditRoundedIcon />}
                label="Edit"
                ariaLabel={`Edit ${name}`}
                onClick={onEdit}
              />
            </CardFoot>
          </>
        )}
      </Card>
    </Box>
  );
};
