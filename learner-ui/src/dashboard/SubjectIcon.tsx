import Box from '@mui/material/Box';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { subjects } from '../home/subjects';
import { examTypeColours } from './dashboardFormat';

export interface SubjectIconProps {
  /** The exam type, e.g. 'mathematics'. */
  type: string;
  size?: number;
}

/** The subject's icon in its colour well, the same as on the home page (decorative). */
export const SubjectIcon = ({ type, size = 40 }: SubjectIconProps) => {
  const Icon = subjects.find((subject) => subject.key === type)?.Icon ?? SchoolRoundedIcon;
  const { color, soft } = examTypeColours(type);
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: soft,
        color,
      }}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.58) }} />
    </Box>
  );
};
