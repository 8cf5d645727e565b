import { describe, expect, it } from 'vitest';
import type { Group } from '@portal/contracts';
import { capacityPercent, groupStatistics } from './groupDisplay';

describe('group screens (spec 002 §§2.1, 2.2)', () => {
  it('given groups of two tutors, then the four statistics', () => {
    const groups = [
      { tutorId: 'a', isActive: true, maxStudents: 20 },
      { tutorId: 'a', isActive: false, maxStudents: 10 },
      { tutorId: 'b', isActive: true, maxStudents: 5 },
    ] as Group[];
    expect(groupStatistics(groups)).toEqual({
      totalGroups: 3,
      activeGroups: 2,
      totalCapacity: 35,
      tutorsWithGroups: 2,
    });
  });

  it('given 3 of 12, then 25 per cent; over-full is capped at 100', () => {
    expect(capacityPercent({ memberCount: 3, maxStudents: 12 })).toBe(25);
    expect(capacityPercent({ memberCount: 13, maxStudents: 12 })).toBe(100);
  });
});
