import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';

export interface ProjectionLagChipProps {
  lag: number;
}

// The *.main hues are too faint for text (white or dark paper); the outline keeps them, the label
// takes the shade with enough contrast.
const readable = (hue: 'success' | 'warning') => (theme: Theme) => {
  const color = theme.palette[hue][theme.palette.mode === 'dark' ? 'light' : 'dark'];
  return { color, '& .MuiChip-icon': { color } };
};

const LOOKS = {
  current: { icon: <CheckCircleRoundedIcon />, label: 'Up to date', hue: 'success' },
  behind: { icon: <HourglassTopRoundedIcon />, label: 'Catching up', hue: 'warning' },
} as const;

/** Lag 0 means every stored event is reflected in this read model. */
export const ProjectionLagChip = ({ lag }: ProjectionLagChipProps) => {
  const look = LOOKS[lag === 0 ? 'current' : 'behind'];
  return (
    <Chip
      icon={look.icon}
      label={look.label}
      size="small"
      color={look.hue}
      variant="outlined"
      sx={readable(look.hue)}
    />
  );
};
