import { createTheme, type Theme } from '@mui/material/styles';
import {
  focusRing,
  fontFamily,
  headingFontFamily,
  lightPalette,
  radii,
  shadows,
  spacingUnit,
} from '@portal/ui-shared/theme';

const palette = lightPalette;

/**
 * The learner theme: the shared tokens, with larger type and touch targets for children on tablets
 * and phones.
 */
export const learnerTheme: Theme = createTheme({
  palette: {
    mode: palette.mode,
    primary: palette.primary,
    secondary: palette.secondary,
    success: palette.success,
    warning: palette.warning,
    error: palette.error,
    info: palette.info,
    background: { default: palette.background.default, paper: palette.background.paper },
    text: palette.text,
    divider: palette.divider,
  },
  spacing: spacingUnit,
  shape: { borderRadius: radii.md },
  typography: {
    fontFamily,
    fontSize: 15,
    h1: {
      fontFamily: headingFontFamily,
      fontWeight: 800,
      fontSize: '2.25rem',
      lineHeight: 1.15,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontFamily: headingFontFamily,
      fontWeight: 800,
      fontSize: '1.6rem',
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
    },
    h3: { fontFamily: headingFontFamily, fontWeight: 700, fontSize: '1.2rem', lineHeight: 1.3 },
    h4: { fontFamily: headingFontFamily, fontWeight: 700, fontSize: '1.1rem' },
    subtitle1: { fontSize: '1.05rem', lineHeight: 1.55 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        // One visible focus ring everywhere, only for keyboard focus.
        ':focus-visible': {
          outline: `${focusRing.width}px solid ${focusRing.color}`,
          outlineOffset: focusRing.offset,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: `${focusRing.width}px solid ${focusRing.color}`,
            outlineOffset: focusRing.offset,
          },
        },
      },
    },
    MuiButton: {
      // The focus ring above marks keyboard focus; MUI's pulsing focus ripple on top of it is noise.
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        root: { borderRadius: radii.pill, minHeight: 44, paddingInline: 20 },
        sizeLarge: { minHeight: 52, fontSize: '1.05rem', paddingInline: 28 },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600, borderRadius: 4 } },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: radii.lg } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: radii.lg,
          border: `1px solid ${palette.divider}`,
          boxShadow: shadows.card,
        },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: palette.background.paper,
          borderBottom: `1px solid ${palette.divider}`,
        },
      },
    },
  },
});
