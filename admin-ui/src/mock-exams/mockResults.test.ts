import { describe, expect, it } from 'vitest';
import { MOCK_MESSAGES, type MockPaperResult, type MockStudentRow } from '@portal/contracts';
import {
  ageText,
  histogramOf,
  nextSort,
  ordinal,
  resultColumns,
  rowNote,
  signedPoints,
  sortRows,
  targetChip,
  targetOffsetInBin,
  targetSentence,
} from './mockResults';

const paper = (fields: Partial<MockPaperResult>): MockPaperResult => ({
  score: 5,
  totalMarks: 10,
  percentage: 50,
  sittingDate: '2026-10-03',
  ageInMonths: 125,
  isMakeup: false,
  sas: 100,
  ageAdjusted: true,
  percentile: 50,
  rank: 2,
  target: null,
  ...fields,
});

const row = (name: string, fields: Partial<MockStudentRow> = {}): MockStudentRow => ({
  studentId: name.toLowerCase(),
  name,
  restricted: false,
  papers: {},
  combined: null,
  overall: null,
  target: null,
  ...fields,
});

const ada = row('Ada', {
  papers: { maths: paper({ score: 9, percentage: 90, sas: 121, percentile: 93, rank: 1 }) },
  overall: { sas: 118, percentile: 90, rank: 1 },
  target: { status: 'below', distance: -3 },
});
const ben = row('ben', {
  papers: { maths: paper({ score: 4, percentage: 40, sas: 95, percentile: 30, rank: 3 }) },
  overall: { sas: 96, percentile: 35, rank: 3 },
  target: { status: 'below', distance: -25 },
});
const cara = row('Cara', {
  papers: {
    maths: paper({ score: 7, percentage: 70, sas: 110, percentile: 70, rank: 2, ageAdjusted: false }),
  },
  overall: { sas: 121, percentile: 95, rank: 2 },
  target: { status: 'at', distance: 0 },
});
const dev = row('Dev', { restricted: true });
const eve = row('Eve');
const rows = [dev, ben, cara, eve, ada];
const names = (sorted: MockStudentRow[]) => sorted.map((entry) => entry.name);

describe('the mock results table', () => {
  it('given two papers and a target, then name, three figures a paper, the combined three, against target', () => {
    const groups = resultColumns(
      [
        { examId: 'maths', title: 'Maths' },
        { examId: 'english', title: 'English' },
      ],
      true,
    );
    expect(groups.map((group) => [group.title, group.columns.map((column) => column.id)])).toEqual([
      [null, ['name']],
      ['Maths', ['paper:maths:marks', 'paper:maths:sas', 'paper:maths:percentile']],
      ['English', ['paper:english:marks', 'paper:english:sas', 'paper:english:percentile']],
      ['Combined', ['overall:sas', 'overall:percentile', 'overall:rank']],
      [null, ['target']],
    ]);
    expect(groups[3]?.columns[0]?.fullLabel).toBe('Combined SAS');
  });

  it('given one paper and no target, then the paper carries the rank and there is no combined group', () => {
    const groups = resultColumns([{ examId: 'maths', title: 'Maths' }], false);
    expect(groups.flatMap((group) => group.columns.map((column) => column.id))).toEqual([
      'name',
      'paper:maths:marks',
      'paper:maths:sas',
      'paper:maths:percentile',
      'paper:maths:rank',
    ]);
  });

  it('given a sort by combined SAS, then highest first, the restricted and unscored children last by name', () => {
    expect(names(sortRows(rows, 'overall:sas', 'desc'))).toEqual(['Cara', 'Ada', 'ben', 'Dev', 'Eve']);
    expect(names(sortRows(rows, 'overall:sas', 'asc'))).toEqual(['ben', 'Ada', 'Cara', 'Dev', 'Eve']);
  });

  it('given a sort by name, then without regard to case', () => {
    expect(names(sortRows(rows, 'name', 'asc'))).toEqual(['Ada', 'ben', 'Cara', 'Dev', 'Eve']);
    expect(names(sortRows(rows, 'name', 'desc'))).toEqual(['Eve', 'Dev', 'Cara', 'ben', 'Ada']);
  });

  it("given a sort by a paper's marks, rank or the distance to the target, then by those figures", () => {
    expect(names(sortRows(rows, 'paper:maths:marks', 'desc')).slice(0, 3)).toEqual(['Ada', 'Cara', 'ben']);
    expect(names(sortRows(rows, 'overall:rank', 'asc')).slice(0, 3)).toEqual(['Ada', 'Cara', 'ben']);
    expect(names(sortRows(rows, 'target', 'desc')).slice(0, 3)).toEqual(['Cara', 'Ada', 'ben']);
  });

  it('given a header pressed, then its best-first order; pressed again, the other way', () => {
    const [, maths] = resultColumns([{ examId: 'maths', title: 'Maths' }], true);
    const sas = maths!.columns[1]!;
    const rank = maths!.columns[3]!;
    expect(nextSort({ id: 'name', order: 'asc' }, sas)).toEqual({ id: sas.id, order: 'desc' });
    expect(nextSort({ id: 'name', order: 'asc' }, rank)).toEqual({ id: rank.id, order: 'asc' });
    expect(nextSort({ id: sas.id, order: 'desc' }, sas)).toEqual({ id: sas.id, order: 'asc' });
  });

  it('given a restricted child or one without a date of birth, then the contract’s note under the name', () => {
    expect(rowNote(dev)).toBe(MOCK_MESSAGES.restricted);
    expect(rowNote(cara)).toBe(MOCK_MESSAGES.noDateOfBirth);
    expect(rowNote(ada)).toBeNull();
    // too small for SAS: nothing was age-adjusted for anyone, so no note
    expect(rowNote(row('Finn', { papers: { maths: paper({ sas: null, ageAdjusted: false }) } }))).toBeNull();
  });
});

describe('target chips', () => {
  it('given above, at and below, then success, warning and error with the distance in the words', () => {
    expect(targetChip({ status: 'above', distance: 6 })).toEqual({
      label: 'Above target (+6)',
      tone: 'success',
    });
    expect(targetChip({ status: 'at', distance: 0 })).toEqual({ label: 'At target', tone: 'warning' });
    expect(targetChip({ status: 'below', distance: -4 })).toEqual({
      label: 'Below target (−4)',
      tone: 'error',
    });
  });

  it('words the distance for a sentence', () => {
    expect(signedPoints(0)).toBe('0');
    expect(targetSentence({ status: 'above', distance: 1 }, 121)).toBe('1 SAS point above the target of 121');
    expect(targetSentence({ status: 'below', distance: -9 }, 121)).toBe(
      '9 SAS points below the target of 121',
    );
    expect(targetSentence({ status: 'at', distance: 0 }, 111)).toBe('Exactly on the target of 111');
  });
});

describe('the SAS histogram', () => {
  it("given the children's overall SAS, then the contract's five-point bins and the target's bin", () => {
    const bins = histogramOf(rows, 121);
    expect(bins[0]).toMatchObject({ label: '69–73', from: 69, to: 73 });
    expect(bins.at(-1)).toMatchObject({ label: '139–141', from: 139, to: 141 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    expect(bins.filter((bin) => bin.count > 0).map((bin) => [bin.label, bin.count])).toEqual([
      ['94–98', 1],
      ['114–118', 1],
      ['119–123', 1],
    ]);
    expect(bins.filter((bin) => bin.holdsTarget).map((bin) => bin.label)).toEqual(['119–123']);
    expect(histogramOf(rows, null).some((bin) => bin.holdsTarget)).toBe(false);
  });

  it('places the target line in the middle of its point within the bin', () => {
    expect(targetOffsetInBin({ from: 119, to: 123 }, 121)).toBeCloseTo(0.5);
    expect(targetOffsetInBin({ from: 119, to: 123 }, 119)).toBeCloseTo(0.1);
    expect(targetOffsetInBin({ from: 139, to: 141 }, 141)).toBeCloseTo(5 / 6);
  });
});

describe('ages', () => {
  it('says years and months with the months in brackets', () => {
    expect(ageText(131)).toBe('10 years 11 months (131 months)');
    expect(ageText(133)).toBe('11 years 1 month (133 months)');
    expect(ageText(null)).toBe('No date of birth');
  });
});

describe('ordinals', () => {
  it('says 1st, 2nd, 3rd, 4th, 11th to 13th, 21st, 93rd', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 93, 99].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '93rd',
      '99th',
    ]);
  });
});
