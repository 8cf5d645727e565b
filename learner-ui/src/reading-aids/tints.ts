import { alpha, type Theme } from '@mui/material/styles';

/**
 * A pale wash of the primary colour for chosen options and the current question, right on the
 * light theme and on the high-contrast one (issue 19), where a fixed pale tint would put white
 * text on near-white.
 */
export const primaryTint = (theme: Theme) =>
  alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1);

/** A ring of that wash around a chosen control. */
export const primaryTintRing = (width: number) => (theme: Theme) => `0 0 0 ${width}px ${primaryTint(theme)}`;
