import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import { radii } from '@portal/ui-shared/theme';
import { accentColors, type Accent } from './accentColors';

export interface IconWellProps {
  icon: typeof SvgIcon;
  accent: Accent;
  /** px; 44 on stat cards, 40 in lists */
  size?: number;
  shape?: 'rounded' | 'circle';
}

/** A decorative icon on a pale well of its accent colour. */
export const IconWell = ({ icon: Icon, accent, size = 44, shape = 'rounded' }: IconWellProps) => {
  const { palette } = useTheme();
  const colors = accentColors(accent, palette.mode);
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: shape === 'circle' ? '50%' : `${radii.sm + 2}px`,
        display: 'grid',
        placeItems: 'center',
        bgcolor: colors.soft,
        color: colors.main,
      }}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.55) }} />
    </Box>
  );
};
