import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from '@portal/ui-shared/theme';
import { accentColors } from './accentColors';

describe('activity colours (spec 001 §3: blue, green, purple, yellow)', () => {
  it("takes blue, green and indigo from the product's palette", () => {
    expect(accentColors('blue', 'light')).toEqual({
      main: lightPalette.info.main,
      soft: lightPalette.info.soft,
    });
    expect(accentColors('green', 'dark')).toEqual({
      main: darkPalette.success.main,
      soft: darkPalette.success.soft,
    });
    expect(accentColors('indigo', 'light').main).toBe(lightPalette.primary.main);
  });

  it('reads yellow in its dark shade on light paper, and purple in both modes', () => {
    expect(accentColors('yellow', 'light').main).toBe(lightPalette.warning.dark);
    expect(accentColors('yellow', 'dark').main).toBe(darkPalette.warning.main);
    expect(accentColors('purple', 'light').main).not.toBe(accentColors('purple', 'dark').main);
  });

  it('gives every colour a different hue', () => {
    const mains = (['indigo', 'blue', 'green', 'purple', 'yellow'] as const).map(
      (accent) => accentColors(accent, 'light').main,
    );
    expect(new Set(mains).size).toBe(mains.length);
  });
});
