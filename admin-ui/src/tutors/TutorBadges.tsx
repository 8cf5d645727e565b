import Box from '@mui/material/Box';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import PauseCircleRoundedIcon from '@mui/icons-material/PauseCircleRounded';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';
import type { Tutor } from '@portal/contracts';
import { StatusChip } from '../common/StatusChip';
import { activityLabel, verificationLabel } from './tutorDisplay';

export interface TutorBadgesProps {
  tutor: Pick<Tutor, 'isVerified' | 'isActive'>;
}

/** Verified or Pending, Active or Inactive (spec 001 §2.4): words first, colour only repeats them. */
export const TutorBadges = ({ tutor }: TutorBadgesProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
    <StatusChip
      label={verificationLabel(tutor)}
      tone={tutor.isVerified ? 'success' : 'warning'}
      icon={tutor.isVerified ? <CheckCircleRoundedIcon /> : <HourglassTopRoundedIcon />}
    />
    <StatusChip
      label={activityLabel(tutor)}
      tone={tutor.isActive ? 'info' : 'neutral'}
      icon={tutor.isActive ? <PowerSettingsNewRoundedIcon /> : <PauseCircleRoundedIcon />}
    />
  </Box>
);
