import Box from '@mui/material/Box';
import { lightPalette, radii } from '../theme/tokens';

export interface BrandMarkProps {
  /** Edge length in px. */
  size?: number;
}

/**
 * The "11+" logo tile; decorative, so the wordmark next to it carries the name. It is drawn from the
 * brand tokens, not the surrounding MUI theme, so it looks the same in both apps, in dark mode and
 * where an app maps MUI's secondary slot to something other than the amber accent.
 */
export const BrandMark = ({ size = 36 }: BrandMarkProps) => (
  <Box
    aria-hidden
    sx={{
      position: 'relative',
      width: size,
      height: size,
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      // radii.md on the 36px default tile, scaled with the tile.
      borderRadius: `${Math.round((size * radii.md) / 36)}px`,
      background: `linear-gradient(135deg, ${lightPalette.primary.light}, ${lightPalette.primary.dark})`,
      color: lightPalette.primary.contrastText,
      fontWeight: 800,
      fontSize: size * 0.4,
      letterSpacing: '-0.04em',
      lineHeight: 1,
      '&::after': {
        content: '""',
        position: 'absolute',
        top: size * 0.12,
        right: size * 0.12,
        width: size * 0.16,
        height: size * 0.16,
        borderRadius: '50%',
        backgroundColor: lightPalette.secondary.main,
      },
    }}
  >
    11+
  </Box>
);
