import type { Theme } from '@mui/material/styles';
import { TEXT_SCALE, type ReadingAids } from '@portal/contracts';
import { createLearnerTheme } from '../theme';
import { highContrastPalette } from './highContrast';
import '@fontsource/opendyslexic/latin-400.css';
import '@fontsource/opendyslexic/latin-700.css';

/**
 * OpenDyslexic is bundled with the app (served from its own origin, so it works offline and under
 * the CSP); Comic Sans and Verdana, which the British Dyslexia Association's style guide names,
 * stand in while it loads.
 */
export const DYSLEXIA_FONT = '"OpenDyslexic", "Comic Sans MS", Verdana, sans-serif';

const themes = new Map<string, Theme>();

/** The learner theme as a student's reading aids change it (one theme per combination). */
export function readingTheme(aids: Pick<ReadingAids, 'textSize' | 'dyslexiaFont' | 'highContrast'>): Theme {
  const key = `${aids.textSize}|${aids.dyslexiaFont}|${aids.highContrast}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createLearnerTheme({
      textScale: TEXT_SCALE[aids.textSize],
      readingFont: aids.dyslexiaFont ? DYSLEXIA_FONT : null,
      ...(aids.highContrast && { palette: highContrastPalette }),
    });
    themes.set(key, theme);
  }
  return theme;
}
