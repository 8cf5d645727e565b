import type { ColorToken, PaletteTokens } from '@portal/ui-shared/theme';

const onBlack = (main: string): ColorToken => ({
  main,
  light: main,
  dark: main,
  soft: '#000000',
  contrastText: '#000000',
});

/**
 * The high-contrast reading aid (issue 19): white text on black, every accent a bright colour
 * that measures at least 7:1 on black (WCAG 1.4.6, AAA), and white rules between things.
 */
export const highContrastPalette: PaletteTokens = {
  mode: 'dark',
  primary: onBlack('#FFE14D'),
  secondary: onBlack('#7FE7FF'),
  success: onBlack('#7CF29C'),
  warning: onBlack('#FFC266'),
  error: onBlack('#FF8A80'),
  info: onBlack('#7FE7FF'),
  background: { default: '#000000', paper: '#000000', subtle: '#111111' },
  text: { primary: '#FFFFFF', secondary: '#FFFFFF', disabled: '#BDBDBD' },
  divider: '#FFFFFF',
};
