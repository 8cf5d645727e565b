/**
 * Design tokens shared by learner-ui and admin-ui (`@portal/ui-shared/theme`). Plain values only,
 * no MUI or React import, so configs and pure tests read them cheaply; each app turns them into its
 * own MUI theme so both read as one product.
 */

/** A colour with the shades a component needs: fill, hover/pressed, tint and readable text on it. */
export interface ColorToken {
  main: string;
  light: string;
  dark: string;
  /** A pale tint for backgrounds, chips and icon wells. */
  soft: string;
  contrastText: string;
}

export interface PaletteTokens {
  mode: 'light' | 'dark';
  primary: ColorToken;
  secondary: ColorToken;
  success: ColorToken;
  warning: ColorToken;
  error: ColorToken;
  info: ColorToken;
  background: { default: string; paper: string; subtle: string };
  text: { primary: string; secondary: string; disabled: string };
  divider: string;
}

/** Brand: a confident indigo for trust (parents, staff) with a warm amber accent for children. */
export const lightPalette: PaletteTokens = {
  mode: 'light',
  primary: {
    main: '#3D4ED8',
    light: '#6C7BF0',
    dark: '#2A37A6',
    soft: '#ECEEFD',
    contrastText: '#FFFFFF',
  },
  secondary: {
    main: '#F59E0B',
    light: '#FCC25B',
    dark: '#B45309',
    soft: '#FEF3DC',
    contrastText: '#1F1300',
  },
  success: {
    main: '#177D4E',
    light: '#4CB785',
    dark: '#13633E',
    soft: '#E3F5EC',
    contrastText: '#FFFFFF',
  },
  warning: {
    main: '#D99A00',
    light: '#F5C542',
    dark: '#8A6100',
    soft: '#FFF6D6',
    contrastText: '#1F1600',
  },
  error: {
    main: '#D3382F',
    light: '#EC6F67',
    dark: '#9E2019',
    soft: '#FDE8E6',
    contrastText: '#FFFFFF',
  },
  info: {
    main: '#0E7FC0',
    light: '#4BA9E0',
    dark: '#095A88',
    soft: '#E2F1FA',
    contrastText: '#FFFFFF',
  },
  background: { default: '#F5F6FB', paper: '#FFFFFF', subtle: '#EEF0F8' },
  text: { primary: '#181C3A', secondary: '#545A7A', disabled: '#9A9FB8' },
  divider: '#E2E5F0',
};

export const darkPalette: PaletteTokens = {
  mode: 'dark',
  primary: {
    main: '#8C98FF',
    light: '#B3BBFF',
    dark: '#5F6DE0',
    soft: '#23284F',
    contrastText: '#0D1030',
  },
  secondary: {
    main: '#FBBF24',
    light: '#FDD66E',
    dark: '#D99A00',
    soft: '#3A2C0A',
    contrastText: '#1F1300',
  },
  success: {
    main: '#4CC38A',
    light: '#7FD9AD',
    dark: '#1E8E5A',
    soft: '#12301F',
    contrastText: '#07170E',
  },
  warning: {
    main: '#F5C542',
    light: '#F9D978',
    dark: '#D99A00',
    soft: '#342A0C',
    contrastText: '#1F1600',
  },
  error: {
    main: '#F27068',
    light: '#F7A19B',
    dark: '#D3382F',
    soft: '#3A1614',
    contrastText: '#1C0504',
  },
  info: {
    main: '#5BB6EC',
    light: '#8ACDF3',
    dark: '#0E7FC0',
    soft: '#0F2A3A',
    contrastText: '#04131C',
  },
  background: { default: '#0F1226', paper: '#171B35', subtle: '#1E2343' },
  text: { primary: '#EEF0FA', secondary: '#AEB3CF', disabled: '#6B7092' },
  divider: '#2A2F52',
};

/** Subject keys as the API names exam types. */
export type SubjectKey = 'mathematics' | 'english' | 'verbal-reasoning' | 'non-verbal-reasoning';

export interface SubjectToken {
  label: string;
  color: string;
  soft: string;
}

/** One colour per subject, used consistently on cards, charts and chips in both apps. */
export const subjectTokens: Record<SubjectKey, SubjectToken> = {
  mathematics: { label: 'Mathematics', color: '#3D4ED8', soft: '#ECEEFD' },
  english: { label: 'English', color: '#B83280', soft: '#FBE9F3' },
  'verbal-reasoning': { label: 'Verbal Reasoning', color: '#0F8A7E', soft: '#E0F4F1' },
  'non-verbal-reasoning': { label: 'Non-Verbal Reasoning', color: '#D9620B', soft: '#FDEEE2' },
};

export const subjectOrder: readonly SubjectKey[] = [
  'mathematics',
  'english',
  'verbal-reasoning',
  'non-verbal-reasoning',
];

/** Spec: a percentage of 80 or more is green, 60 or more yellow, below 60 red. */
export const scoreThresholds = { high: 80, medium: 60 } as const;

export type ScoreBand = 'high' | 'medium' | 'low';

/** `text` is the readable variant on white (plain yellow text fails contrast). */
export const scoreColors: Record<ScoreBand, { main: string; soft: string; text: string }> = {
  high: { main: '#177D4E', soft: '#E3F5EC', text: '#13633E' },
  medium: { main: '#F5C542', soft: '#FFF6D6', text: '#8A6100' },
  low: { main: '#D3382F', soft: '#FDE8E6', text: '#9E2019' },
};

export function scoreBand(
  percentage: number,
  thresholds: { high: number; medium: number } = scoreThresholds,
): ScoreBand {
  if (percentage >= thresholds.high) {
    return 'high';
  }
  if (percentage >= thresholds.medium) {
    return 'medium';
  }
  return 'low';
}

/** System fonts only: the product must render offline and in school kiosks without web fonts. */
export const fontFamily =
  '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const headingFontFamily =
  '"Nunito", "Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/** Corner radii in px. */
export const radii = { sm: 8, md: 12, lg: 20, pill: 999 } as const;

/** The spacing unit in px: every margin and padding is a multiple of it. */
export const spacingUnit = 8;

/** Soft, layered shadows; the default MUI ones look heavy on the pale background. */
export const shadows = {
  card: '0 1px 2px rgba(24, 28, 58, 0.06), 0 1px 3px rgba(24, 28, 58, 0.08)',
  raised: '0 4px 12px rgba(24, 28, 58, 0.08), 0 2px 4px rgba(24, 28, 58, 0.06)',
  overlay: '0 12px 32px rgba(24, 28, 58, 0.16)',
} as const;

/**
 * Focus ring drawn on every interactive element (keyboard users, WCAG 2.4.7); `onDark` is for
 * brand-coloured surfaces such as the app bar, where the default ring would vanish.
 */
export const focusRing = { width: 3, offset: 2, color: '#2A37A6', onDark: '#FCC25B' } as const;

export const brand = {
  name: '11+ Portal',
  tagline: '11-plus preparation for Years 4 to 7',
} as const;
