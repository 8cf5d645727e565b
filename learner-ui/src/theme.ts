import { createTheme, type Theme } from '@mui/material/styles';
import { portalThemeOptions } from '@portal/ui-shared';
import { headingFontFamily, lightPalette, radii } from '@portal/ui-shared/theme';

const palette = lightPalette;
const shared = portalThemeOptions(palette, {
  borderRadius: radii.md,
  surfaceRadius: radii.lg,
  button: {
    root: { borderRadius: radii.pill, minHeight: 44, paddingInline: 20 },
    sizeLarge: { minHeight: 52, fontSize: '1.05rem', paddingInline: 28 },
  },
  typography: {
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
});

/**
 * The learner theme: the shared portal theme, with larger type and touch targets for children on
 * tablets and phones.
 */
export const learnerTheme: Theme = createTheme({
  ...shared,
  components: {
    ...shared.components,
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 600, borderRadius: 4 } },
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
