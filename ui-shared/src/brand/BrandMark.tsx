import Box from '@mui/material/Box';

export interface BrandMarkProps {
  /** Edge length in px. */
  size?: number;
}

/** The "11+" logo tile; decorative, so the wordmark next to it carries the name. */
export const BrandMark = ({ size = 36 }: BrandMarkProps) => (
  <Box
    aria-hidden
    sx={(theme) => ({
      position: 'relative',
      width: size,
      height: size,
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      borderRadius: `${Math.round(size / 3)}px`,
      background: `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
      color: theme.palette.primary.contrastText,
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
        backgroundColor: theme.palette.secondary.main,
      },
    })}
  >
    11+
  </Box>
);
