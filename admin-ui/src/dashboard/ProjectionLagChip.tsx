import Chip from '@mui/material/Chip';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';

export interface ProjectionLagChipProps {
  lag: number;
}

/** Lag 0 means every stored event is reflected in this read model. */
export const ProjectionLagChip = ({ lag }: ProjectionLagChipProps) =>
  lag === 0 ? (
    <Chip icon={<CheckCircleRoundedIcon />} label="Up to date" size="small" color="success" variant="outlined" />
  ) : (
    <Chip icon={<HourglassTopRoundedIcon />} label="Catching up" size="small" color="warning" variant="outlined" />
  );
