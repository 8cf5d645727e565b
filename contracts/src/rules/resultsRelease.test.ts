import { describe, expect, it } from 'vitest';
import {
  accommodationAddedMinutes,
  resultsAvailableAt,
  resultsRelease,
  resultsReleased,
  resultsWithheldMessage,
} from './resultsRelease';

const window = {
  showResultsImmediately: false,
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  gracePeriodMinutes: 10,
  accommodationMinutes: 0,
  resultsReleasedAt: null,
};
const at = (iso: string) => new Date(iso);

describe('results release (issue 16 item 1)', () => {
  it('given "show results immediately", then released at any time, before the end too', () => {
    expect(
      resultsRelease({ ...window, showResultsImmediately: true }, at('2026-12-02T09:00:00.000Z')),
    ).toEqual({
      released: true,
      reason: 'immediate',
      availableAt: '2026-12-02T10:10:00.000Z',
    });
  });

  it('given the switch off, then withheld until end + grace (10:10), released from that instant', () => {
    expect(resultsRelease(window, at('2026-12-02T10:09:59.999Z'))).toEqual({
      released: false,
      reason: null,
      availableAt: '2026-12-02T10:10:00.000Z',
    });
    expect(resultsRelease(window, at('2026-12-02T10:10:00.000Z'))).toMatchObject({
      released: true,
      reason: 'window_closed',
    });
  });

  it('given a student with 25% extra time on a 60-minute exam and 5 extra minutes, then the key waits 20 minutes more', () => {
    const added = accommodationAddedMinutes(60, { extraMinutes: 5, timeMultiplier: 1.25 });
    expect(added).toBe(20);
    const accommodated = { ...window, accommodationMinutes: added };
    expect(resultsAvailableAt(accommodated)).toBe('2026-12-02T10:30:00.000Z');
    expect(resultsReleased(accommodated, at('2026-12-02T10:29:00.000Z'))).toBe(false);
    expect(resultsReleased(accommodated, at('2026-12-02T10:30:00.000Z'))).toBe(true);
  });

  it('given the tutor released, then released before the end', () => {
    expect(
      resultsRelease(
        { ...window, resultsReleasedAt: '2026-12-02T09:30:00.000Z' },
        at('2026-12-02T09:31:00.000Z'),
      ),
    ).toMatchObject({ released: true, reason: 'released' });
  });

  it('given an assignment without an end, then withheld until the tutor releases it', () => {
    const assignment = { ...window, scheduledEndTime: null };
    expect(resultsRelease(assignment, at('2030-01-01T00:00:00.000Z'))).toEqual({
      released: false,
      reason: null,
      availableAt: null,
    });
    expect(
      resultsReleased(
        { ...assignment, resultsReleasedAt: '2026-12-03T00:00:00.000Z' },
        at('2026-12-03T00:00:01.000Z'),
      ),
    ).toBe(true);
  });

  it('given negative grace or accommodation, then they count as 0', () => {
    expect(resultsAvailableAt({ ...window, gracePeriodMinutes: -5, accommodationMinutes: -3 })).toBe(
      '2026-12-02T10:00:00.000Z',
    );
    expect(accommodationAddedMinutes(30, { extraMinutes: 0, timeMultiplier: 1 })).toBe(0);
  });

  it('the withheld message names the time, or the tutor when there is none', () => {
    expect(resultsWithheldMessage('2026-12-02T10:10:00.000Z', (iso) => iso.slice(11, 16))).toBe(
      'Results will be available after 10:10',
    );
    expect(resultsWithheldMessage(null, String)).toBe(
      'Results will be available when your tutor releases them',
    );
  });
});
