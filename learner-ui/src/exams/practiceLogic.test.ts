import { describe, expect, it } from 'vitest';
import { practiceSummary } from './practiceLogic';

describe('practiceSummary (issue 16)', () => {
  it('says how often the paper was practised and the best score, rounded', () => {
    expect(practiceSummary({ attemptsTaken: 0, bestPercentage: null })).toBe('Not practised yet');
    expect(practiceSummary({ attemptsTaken: 1, bestPercentage: 33.3 })).toBe('Practised once · best 33%');
    expect(practiceSummary({ attemptsTaken: 2, bestPercentage: 66.7 })).toBe('Practised twice · best 67%');
    expect(practiceSummary({ attemptsTaken: 5, bestPercentage: null })).toBe('Practised 5 times');
  });
});
