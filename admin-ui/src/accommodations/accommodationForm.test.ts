import { describe, expect, it } from 'vitest';
import { ATTEMPT_MESSAGES, type Accommodation } from '@portal/contracts';
import {
  ACCOMMODATION_TEXT,
  EMPTY_ACCOMMODATION_FORM,
  accommodationSummary,
  adjustedMinutes,
  applyingTo,
  formFromAccommodation,
  validateAccommodation,
} from './accommodationForm';

const row = (patch: Partial<Accommodation>): Accommodation => ({
  studentId: 's1',
  scheduleId: null,
  extraMinutes: 0,
  timeMultiplier: 1,
  makeupAttempts: 0,
  note: null,
  setBy: 'tutor-1',
  updatedAt: '2026-03-12T09:00:00.000Z',
  ...patch,
});

const scope = { studentId: 's1', scheduleId: 'sch-1' };

describe('the accommodations form (issue 16 item 4)', () => {
  it('given 10 extra minutes, 1.5× and 1 make-up for a schedule, then the request the server reads', () => {
    expect(
      validateAccommodation(
        { extraMinutes: '10', timeMultiplier: '1.5', makeupAttempts: '1', note: ' plan ' },
        scope,
      ),
    ).toEqual({
      ok: true,
      request: {
        studentId: 's1',
        scheduleId: 'sch-1',
        extraMinutes: 10,
        timeMultiplier: 1.5,
        makeupAttempts: 1,
        note: 'plan',
      },
    });
  });

  it('given blank fields, then the defaults: 0 minutes, 1×, no make-up, no note', () => {
    expect(
      validateAccommodation({ extraMinutes: '', timeMultiplier: ' ', makeupAttempts: '', note: '' }, scope),
    ).toMatchObject({
      ok: true,
      request: { extraMinutes: 0, timeMultiplier: 1, makeupAttempts: 0, note: null },
    });
  });

  it.each([
    ['241 extra minutes', { extraMinutes: '241' }, 'extraMinutes', ATTEMPT_MESSAGES.extraMinutes],
    ['2.5 extra minutes', { extraMinutes: '2.5' }, 'extraMinutes', ATTEMPT_MESSAGES.extraMinutes],
    ['a multiplier of 0.5', { timeMultiplier: '0.5' }, 'timeMultiplier', ATTEMPT_MESSAGES.timeMultiplier],
    ['a multiplier of 4', { timeMultiplier: '4' }, 'timeMultiplier', ATTEMPT_MESSAGES.timeMultiplier],
    ['4 make-up attempts', { makeupAttempts: '4' }, 'makeupAttempts', ATTEMPT_MESSAGES.makeupAttempts],
    ['"ten" minutes', { extraMinutes: 'ten' }, 'extraMinutes', ATTEMPT_MESSAGES.extraMinutes],
  ])("given %s, then the contract's message on that field", (_label, patch, field, message) => {
    expect(validateAccommodation({ ...EMPTY_ACCOMMODATION_FORM, ...patch }, scope)).toEqual({
      ok: false,
      field,
      message,
    });
  });

  it('given make-up attempts for all exams, then refused: they are for one schedule', () => {
    expect(
      validateAccommodation(
        { ...EMPTY_ACCOMMODATION_FORM, makeupAttempts: '1' },
        { studentId: 's1', scheduleId: null },
      ),
    ).toEqual({ ok: false, field: 'makeupAttempts', message: ACCOMMODATION_TEXT.makeupNeedsSchedule });
  });

  it('given no student chosen, then asks for one', () => {
    expect(validateAccommodation(EMPTY_ACCOMMODATION_FORM, { studentId: null, scheduleId: null })).toEqual({
      ok: false,
      field: 'student',
      message: ACCOMMODATION_TEXT.chooseStudent,
    });
  });

  it('fills the form from a saved adjustment, or the defaults without one', () => {
    expect(formFromAccommodation(row({ extraMinutes: 15, timeMultiplier: 1.25, note: 'EHCP' }))).toEqual({
      extraMinutes: '15',
      timeMultiplier: '1.25',
      makeupAttempts: '0',
      note: 'EHCP',
    });
    expect(formFromAccommodation(null)).toEqual(EMPTY_ACCOMMODATION_FORM);
  });

  it("given a general and a schedule's own adjustment, then the own one applies to that schedule, the general one to others", () => {
    const general = row({ extraMinutes: 5 });
    const own = row({ scheduleId: 'sch-1', extraMinutes: 20 });
    expect(applyingTo([general, own], 'sch-1')).toEqual({ accommodation: own, own: true });
    expect(applyingTo([general, own], 'sch-2')).toEqual({ accommodation: general, own: false });
    expect(applyingTo([general], null)).toEqual({ accommodation: general, own: true });
    expect(applyingTo([], 'sch-1')).toBeNull();
  });

  it('summarises: "10 extra minutes · 1.5× time · 1 make-up attempt", or "No adjustments"', () => {
    expect(accommodationSummary(row({ extraMinutes: 10, timeMultiplier: 1.5, makeupAttempts: 1 }))).toBe(
      '10 extra minutes · 1.5× time · 1 make-up attempt',
    );
    expect(accommodationSummary(row({ extraMinutes: 1 }))).toBe('1 extra minute');
    expect(accommodationSummary(row({}))).toBe('No adjustments');
    expect(accommodationSummary(null)).toBe('No adjustments');
  });

  it('computes the adjusted exam time: 45 min × 1.5 + 10 = 78 (77.5 rounded)', () => {
    expect(adjustedMinutes(45, 10, 1.5)).toBe(78);
  });
});
