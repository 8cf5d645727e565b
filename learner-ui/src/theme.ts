import { createTheme, type Theme } from '@mui/material/styles';
import { portalThemeOptions } from '@portal/ui-shared';
import { headingFontFamily, lightPalette, radii, type PaletteTokens } from '@portal/ui-shared/theme';

/** What a student's reading aids change in the theme (issue 19); the app itself uses none. */
export interface LearnerThemeVariant {
  palette?: PaletteTokens;
  /** how much larger than the app's own type (1, 1.25, 1.5) */
  textScale?: number;
  /** a reading font for body and headings alike, with wider letter, word and line spacing */
  readingFont?: string | null;
}

/**
 * The learner theme: the shared portal theme, with larger type and touch targets for children on
 * tablets and phones. Reading aids build the same theme with their palette, scale and font, so an
 * exam with aids still looks like the product.
 */
export function createLearnerTheme({
  palette = lightPalette,
  textScale = 1,
  readingFont = null,
}: LearnerThemeVariant = {}): Theme {
  const rem = (size: number) => `${Math.round(size * textScale * 1000) / 1000}rem`;
  const headings = readingFont ?? headingFontFamily;
  // WCAG 1.4.12 text spacing, a little beyond its minimums, for the dyslexia-friendly option
  const spacing = readingFont ? { letterSpacing: '0.02em', wordSpacing: '0.16em', lineHeight: 1.8 } : {};
  const shared = portalThemeOptions(palette, {
    borderRadius: radii.md,
    surfaceRadius: radii.lg,
    button: {
      root: { borderRadius: radii.pill, minHeight: 44, paddingInline: 20 },
      sizeLarge: { minHeight: 52, fontSize: rem(1.05), paddingInline: 28 },
    },
    typography: {
      fontSize: 15 * textScale,
      ...(readingFont && { fontFamily: readingFont }),
      h1: {
        fontFamily: headings,
        fontWeight: 800,
        fontSize: rem(2.25),
        lineHeight: 1.15,
        letterSpacing: readingFont ? 0 : '-0.02em',
      },
      h2: {
        fontFamily: headings,
        fontWeight: 800,
        fontSize: rem(1.6),
        lineHeight: 1.2,
        letterSpacing: readingFont ? 0 : '-0.01em',
      },
      h3: { fontFamily: headings, fontWeight: 700, fontSize: rem(1.2), lineHeight: 1.3 },
      h4: { fontFamily: headings, fontWeight: 700, fontSize: rem(1.1) },
      subtitle1: { fontSize: rem(1.05), lineHeight: 1.55, ...spacing },
      body1: { lineHeight: 1.6, ...spacing },
      body2: spacing,
      button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
    },
  });
  return createTheme({
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
}

export const learnerTheme: Theme = createLearnerTheme();
