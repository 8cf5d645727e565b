import type { Activity } from '@portal/contracts';
import { darkPalette, lightPalette } from '@portal/ui-shared/theme';

/** The colours an activity names (spec 001 §3), plus the brand's indigo for the first stat card. */
export type Accent = Activity['color'] | 'indigo';

export interface AccentColors {
  /** the icon */
  main: string;
  /** the well behind it */
  soft: string;
}

// The palette has no purple; this one sits between the brand's indigo and the error red.
const purple = {
  light: { main: '#7A3FD6', soft: '#F1EAFD' },
  dark: { main: '#B99AF5', soft: '#2C2248' },
} as const;

/**
 * An accent from the product's own palette, so cards and the activity list match the rest of the
 * console. Yellow takes the dark shade in light mode: the bright one is too faint on its pale well.
 */
export function accentColors(accent: Accent, mode: 'light' | 'dark'): AccentColors {
  const tokens = mode === 'dark' ? darkPalette : lightPalette;
  switch (accent) {
    case 'indigo':
      return { main: tokens.primary.main, soft: tokens.primary.soft };
    case 'blue':
      return { main: tokens.info.main, soft: tokens.info.soft };
    case 'green':
      return { main: tokens.success.main, soft: tokens.success.soft };
    case 'purple':
      return purple[mode];
    case 'yellow':
      return { main: mode === 'dark' ? tokens.warning.main : tokens.warning.dark, soft: tokens.warning.soft };
  }
}
