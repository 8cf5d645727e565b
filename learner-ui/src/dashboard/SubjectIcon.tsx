import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { IconBadge } from '@portal/ui-shared';
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
    <IconBadge
      size={size}
      iconSize={Math.round(size * 0.58)}
      sx={{ borderRadius: '12px', bgcolor: soft, color }}
    >
      <Icon />
    </IconBadge>
  );
};
