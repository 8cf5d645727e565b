import type { CSSObject, ThemeOptions, TypographyVariantsOptions } from '@mui/material/styles';
import {
  focusRing,
  fontFamily,
  radii,
  shadows,
  spacingUnit,
  type ColorToken,
  type PaletteTokens,
} from './tokens';

/** What each app sets its own way on top of the shared theme. */
export interface PortalThemeDifferences {
  /** The tokens behind MUI's `secondary` slot; the console keeps to the one indigo accent. */
  secondary?: ColorToken;
  /** MUI's `shape.borderRadius` (inputs, menus, small surfaces). */
  borderRadius: number;
  /** Corner radius of cards and rounded paper. */
  surfaceRadius: number;
  /** Type scale on top of the shared font family. */
  typography: TypographyVariantsOptions;
  /** Button shape on top of the shared defaults (radius, height, padding). */
  button?: { root?: CSSObject; sizeLarge?: CSSObject };
  /** Extra MUI `defaultProps` for cards, e.g. the console's outlined variant. */
  cardVariant?: 'outlined' | 'elevation';
}

/**
 * The one MUI theme both apps start from, built from the shared tokens: palette, spacing, fonts, the
 * keyboard focus ring, quiet buttons, cards and paper. Each app spreads it and adds only what is its
 * own (larger type for children; react-admin's components in the console).
 */
export function portalThemeOptions(tokens: PaletteTokens, differences: PortalThemeDifferences): ThemeOptions {
  const isDark = tokens.mode === 'dark';
  const ring = `${focusRing.width}px solid ${isDark ? focusRing.onDark : focusRing.color}`;
  const { button, cardVariant, surfaceRadius } = differences;
  return {
    palette: {
      mode: tokens.mode,
      primary: tokens.primary,
      secondary: differences.secondary ?? tokens.secondary,
      success: tokens.success,
      warning: tokens.warning,
      error: tokens.error,
      info: tokens.info,
      background: { default: tokens.background.default, paper: tokens.background.paper },
      text: tokens.text,
      divider: tokens.divider,
    },
    spacing: spacingUnit,
    shape: { borderRadius: differences.borderRadius },
    typography: { fontFamily, ...differences.typography },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          // One visible focus ring everywhere, only for keyboard focus.
          ':focus-visible': { outline: ring, outlineOffset: focusRing.offset },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
      // A spinner is a progress bar to assistive technology and needs a name (axe
      // aria-progressbar-name): "Loading" unless it says more, or is hidden beside words that do.
      // This also names react-admin's own spinners (the app bar's loading indicator).
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: ring, outlineOffset: focusRing.offset } },
        },
      },
      MuiButton: {
        // The focus ring above marks keyboard focus; MUI's pulsing focus ripple on top of it is noise.
        defaultProps: { disableElevation: true, disableFocusRipple: true },
        styleOverrides: { root: { borderRadius: radii.sm, ...button?.root }, sizeLarge: button?.sizeLarge },
      },
      MuiPaper: {
        styleOverrides: {
          // Dark mode: MUI lightens raised paper with a gradient; the dark palette already separates layers.
          root: { backgroundImage: 'none' },
          rounded: { borderRadius: surfaceRadius },
          elevation1: { boxShadow: isDark ? 'none' : shadows.card },
        },
      },
      MuiChip: {
        styleOverrides: {
          // An outlined chip's text is its colour on the page: in the light theme the palette's main
          // shades of warning and info are too pale for text (2.45:1 and 4.36:1), their dark ones pass
          // WCAG AA (4.5:1); the dark theme's main shades already do.
          outlined: ({ ownerState }) => {
            const color = ownerState.color;
            if (isDark || !color || color === 'default' || !(color in tokens)) {
              return {};
            }
            const shade = tokens[color].dark;
            return { color: shade, borderColor: shade, '& .MuiChip-icon': { color: shade } };
          },
        },
      },
      MuiCard: {
        defaultProps: cardVariant ? { elevation: 0, variant: cardVariant } : { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: surfaceRadius,
            border: `1px solid ${tokens.divider}`,
            boxShadow: isDark ? 'none' : shadows.card,
          },
        },
      },
    },
  };
}
