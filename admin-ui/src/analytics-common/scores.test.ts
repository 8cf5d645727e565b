import { describe, expect, it } from 'vitest';
import { resultBand as resultBandOf } from '@portal/contracts';
import {
  examTypeLabel,
  formatPercent,
  minutesLabel,
  scoreTone,
  shortDuration,
  tutorHours,
  wholeMinutes,
} from './scores';

describe('score colours (spec 002 §9)', () => {
  it('80 and above green, 60 and above yellow, else red', () => {
    expect(scoreTone(100)).toBe('success');
    expect(scoreTone(80)).toBe('success');
    expect(scoreTone(79.9)).toBe('warning');
    expect(scoreTone(60)).toBe('warning');
    expect(scoreTone(59)).toBe('error');
    expect(scoreTone(0)).toBe('error');
  });
});

describe('result bands', () => {
  it('90 / 80 / 70 / 60 / below', () => {
    expect(resultBandOf(90)).toBe('Excellent');
    expect(resultBandOf(85)).toBe('Very Good');
    expect(resultBandOf(70)).toBe('Good');
    expect(resultBandOf(60)).toBe('Satisfactory');
    expect(resultBandOf(59)).toBe('Needs Improvement');
  });
});

describe('durations', () => {
  it('minutes taken are whole minutes of the seconds', () => {
    expect(wholeMinutes(119)).toBe(1);
    expect(wholeMinutes(120)).toBe(2);
    expect(wholeMinutes(-5)).toBe(0);
    expect(minutesLabel(60)).toBe('1 minute');
    expect(minutesLabel(1500)).toBe('25 minutes');
  });

  it('tutor hours keep one decimal', () => {
    expect(tutorHours(1.25)).toBe('1.3');
    expect(tutorHours(0)).toBe('0.0');
    expect(tutorHours(90 / 60)).toBe('1.5');
  });

  it('short durations', () => {
    expect(shortDuration(0)).toBe('—');
    expect(shortDuration(45)).toBe('45s');
    expect(shortDuration(725)).toBe('12m 05s');
    expect(shortDuration(3 * 3600 + 120)).toBe('3h 2m');
  });
});

describe('labels', () => {
  it('percentages are whole numbers', () => {
    expect(formatPercent(66.666)).toBe('67%');
    expect(formatPercent(null)).toBe('—');
  });

  it('exam types', () => {
    expect(examTypeLabel('verbal-reasoning')).toBe('Verbal Reasoning');
    expect(examTypeLabel('science_extra')).toBe('Science Extra');
    expect(examTypeLabel('')).toBe('Other');
  });
});
