import { describe, expect, it } from 'vitest';
import { IntegrityKind } from '@portal/contracts';
import {
  INTEGRITY_LABELS,
  byKindText,
  integrityCountText,
  integrityOf,
  sortedIntegrityEvents,
} from './integrityLabels';

describe('integrity events in plain words (issue 16 item 3)', () => {
  it('has a label for every kind the exam view reports', () => {
    expect(Object.keys(INTEGRITY_LABELS).sort()).toEqual([...IntegrityKind.options].sort());
    expect(INTEGRITY_LABELS.focus_lost).toBe('Switched away from the exam');
  });

  it('counts "1 integrity event" and "2 integrity events"', () => {
    expect(integrityCountText(1)).toBe('1 integrity event');
    expect(integrityCountText(2)).toBe('2 integrity events');
  });

  it('given a progress row with 2 events, then its summary; with 0, none, or a malformed one, then null', () => {
    const none = {
      fullscreen_exit: 0,
      focus_lost: 0,
      copy_blocked: 0,
      cut_blocked: 0,
      paste_blocked: 0,
      context_menu_blocked: 0,
    };
    const integrity = {
      count: 2,
      lastAt: '2026-03-12T09:42:00.000Z',
      byKind: { ...none, fullscreen_exit: 1, paste_blocked: 1 },
    };
    expect(integrityOf({ status: 'completed', integrity })).toEqual(integrity);
    expect(integrityOf({ integrity: { count: 0, lastAt: null, byKind: none } })).toBeNull();
    expect(integrityOf({ status: 'completed' })).toBeNull();
    expect(integrityOf({ integrity: { count: 'two' } })).toBeNull();
  });

  it('lists the kinds that happened, in the labels\' order: "Left full screen ×1 · Tried to paste ×3"', () => {
    expect(byKindText({ byKind: { paste_blocked: 3, fullscreen_exit: 1, copy_blocked: 0 } })).toBe(
      'Left full screen ×1 · Tried to paste ×3',
    );
  });

  it("reads the attempt's events oldest first", () => {
    expect(
      sortedIntegrityEvents([
        { kind: 'paste_blocked', at: '2026-03-12T09:45:00.000Z' },
        { kind: 'focus_lost', at: '2026-03-12T09:41:00.000Z' },
      ]),
    ).toEqual([
      { kind: 'focus_lost', at: '2026-03-12T09:41:00.000Z' },
      { kind: 'paste_blocked', at: '2026-03-12T09:45:00.000Z' },
    ]);
    expect(sortedIntegrityEvents([])).toEqual([]);
  });
});
