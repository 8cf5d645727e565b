import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { portalThemeOptions } from '@portal/ui-shared';
import {
  darkPalette,
  headingFontFamily,
  lightPalette,
  radii,
  spacingUnit,
  type PaletteTokens,
} from '@portal/ui-shared/theme';

/** The open sidebar's width and its folded (icons only) width, in px. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_CLOSED_WIDTH = 56;

/** The shared portal theme with the console's compact type, plus react-admin's own Ra* components. */
function buildTheme(tokens: PaletteTokens, base: RaThemeOptions): RaThemeOptions {
  const shared = portalThemeOptions(tokens, {
    secondary: tokens.primary,
    borderRadius: radii.sm,
    surfaceRadius: radii.md,
    cardVariant: 'outlined',
    typography: {
      h1: { fontFamily: headingFontFamily, fontWeight: 800, fontSize: '1.75rem', letterSpacing: '-0.01em' },
      h2: { fontFamily: headingFontFamily, fontWeight: 700, fontSize: '1.15rem' },
      h3: { fontFamily: headingFontFamily, fontWeight: 700, fontSize: '1rem' },
      h6: { fontWeight: 700, fontSize: '1rem' },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
  });
  return {
    ...base,
    ...shared,
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      ...base.components,
      ...shared.components,
      MuiChip: {
        styleOverrides: { ...shared.components?.MuiChip?.styleOverrides, root: { fontWeight: 600 } },
      },
      MuiTableCell: {
        styleOverrides: {
          ...(base.components?.MuiTableCell as { styleOverrides?: Record<string, unknown> } | undefined)
            ?.styleOverrides,
          head: {
            fontWeight: 700,
            fontSize: '0.75rem',
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            color: tokens.text.secondary,
            backgroundColor: tokens.background.subtle,
          },
        },
      },
      // react-admin's first Tab stop: its default draws primary.contrastText on the page background,
      // white on near-white in the light theme, so a keyboard user saw nothing when it had the focus
      RaSkipNavigationButton: {
        styleOverrides: {
          root: {
            backgroundColor: tokens.primary.main,
            color: tokens.primary.contrastText,
            '&:hover': { backgroundColor: tokens.primary.dark, opacity: 1 },
          },
        },
      },
      // RaAppBar's root is the MUI AppBar itself.
      RaAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: tokens.background.paper,
            backgroundImage: 'none',
            color: tokens.text.primary,
            borderBottom: `1px solid ${tokens.divider}`,
            boxShadow: 'none',
          },
        },
      },
      RaLayout: {
        styleOverrides: {
          root: {
            // react-admin sizes the page to its widest table (min-width: fit-content); here a wide table
            // scrolls inside its own card instead, at every width, so page headings and buttons stay in view.
            minWidth: 0,
            '& .RaLayout-content': {
              backgroundColor: tokens.background.default,
              paddingTop: spacingUnit * 3,
              // Without this, a wide table widens the whole page on phones instead of scrolling.
              minWidth: 0,
              '@media (min-width: 900px)': { paddingInline: spacingUnit * 3 },
            },
          },
        },
      },
      // A list's card scrolls sideways when its table is wider than the page.
      RaList: {
        styleOverrides: {
          root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: radii.sm,
            marginInline: spacingUnit,
            '&.RaMenuItemLink-active': {
              backgroundColor: tokens.primary.soft,
              color: tokens.primary.main,
              fontWeight: 700,
              '& .RaMenuItemLink-icon': { color: tokens.primary.main },
            },
          },
        },
      },
    },
  };
}

export const lightTheme: RaThemeOptions = buildTheme(lightPalette, defaultLightTheme);
export const darkTheme: RaThemeOptions = buildTheme(darkPalette, defaultDarkTheme);
