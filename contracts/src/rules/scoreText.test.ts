import { describe, expect, it } from 'vitest';
import {
  correctCountText,
  marksFigure,
  marksScoreText,
  marksWithPercentText,
  percentScoreText,
  wholePercent,
} from './scoreText';

describe('score text (issue 16 item 10: scores say what they count)', () => {
  it('given marks, then "obtained / total marks"', () => {
    // an exam of 12 questions worth 20 marks, 14 obtained
    expect(marksScoreText(14, 20)).toBe('14 / 20 marks');
    expect(marksScoreText(0, 3)).toBe('0 / 3 marks');
  });

  it('given a half mark, then one decimal; never a long fraction', () => {
    expect(marksScoreText(7.5, 10)).toBe('7.5 / 10 marks');
    expect(marksFigure(1 / 3)).toBe('0.3');
    expect(marksFigure(Number.NaN)).toBe('0');
    expect(marksFigure(-0.01)).toBe('0');
  });

  it('given counts, then "correct / questions correct"', () => {
    expect(correctCountText(9, 12)).toBe('9 / 12 correct');
    expect(correctCountText(0, 1)).toBe('0 / 1 correct');
    expect(correctCountText(Number.NaN, 5)).toBe('0 / 5 correct');
  });

  it('given a percentage, then rounded to a whole number; none: N/A', () => {
    expect(wholePercent(84.5)).toBe(85);
    expect(wholePercent(33.3)).toBe(33);
    expect(wholePercent(null)).toBeNull();
    expect(percentScoreText(66.7)).toBe('67%');
    expect(percentScoreText(0)).toBe('0%');
    expect(percentScoreText(undefined)).toBe('N/A');
    expect(percentScoreText(Number.NaN, '—')).toBe('—');
  });

  it('given marks and a percentage, then both (spec 002 §2.11)', () => {
    // 14 of 20 marks = 70 %
    expect(marksWithPercentText(14, 20, 70)).toBe('14 / 20 marks (70%)');
    expect(marksWithPercentText(1, 3, 33.3)).toBe('1 / 3 marks (33%)');
    expect(marksWithPercentText(1, 3, null)).toBe('1 / 3 marks');
  });
});
