import { describe, expect, it } from 'vitest';
import { DYSLEXIA_FONT, readingTheme } from './readingTheme';

const aids = { textSize: 'standard', dyslexiaFont: false, highContrast: false } as const;

describe('the theme reading aids draw the exam with (issue 19)', () => {
  it('given larger text, then the type grows by the step: 1.25 and 1.5 times', () => {
    const base = readingTheme(aids).typography.body1.fontSize;
    const parse = (size: unknown) => parseFloat(String(size));
    expect(
      parse(readingTheme({ ...aids, textSize: 'large' }).typography.body1.fontSize) / parse(base),
    ).toBeCloseTo(1.25);
    expect(
      parse(readingTheme({ ...aids, textSize: 'largest' }).typography.body1.fontSize) / parse(base),
    ).toBeCloseTo(1.5);
  });

  it('given the dyslexia-friendly option, then its font for text and headings, with wider spacing', () => {
    const theme = readingTheme({ ...aids, dyslexiaFont: true });
    expect(theme.typography.fontFamily).toBe(DYSLEXIA_FONT);
    expect(theme.typography.h2.fontFamily).toBe(DYSLEXIA_FONT);
    expect(theme.typography.body1).toMatchObject({ wordSpacing: '0.16em', lineHeight: 1.8 });
  });

  it('given high contrast, then white on black', () => {
    const { palette } = readingTheme({ ...aids, highContrast: true });
    expect(palette.background.default).toBe('#000000');
    expect(palette.text.primary).toBe('#FFFFFF');
  });
});
