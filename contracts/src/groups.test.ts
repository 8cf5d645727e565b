import { describe, expect, it } from 'vitest';
import { AdminGroupRequest, GroupRequest, RemoveStudentsRequest, groupFullMessage } from './groups';

const valid = { name: ' Year 5 Maths ', grade: 'year-5' };

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('Group form (spec 002 §5, §9)', () => {
  it('given only name and grade, then the defaults: 2024-2025, 20 students, no subjects; the name trimmed', () => {
    expect(GroupRequest.parse(valid)).toMatchObject({
      name: 'Year 5 Maths',
      academicYear: '2024-2025',
      maxStudents: 20,
      subjects: [],
      description: null,
      schedule: null,
    });
  });

  it.each([
    [{ name: '   ' }, 'Group name is required'],
    [{ grade: '' }, 'Grade is required'],
    [{ grade: 'year-8' }, 'Grade is required'],
    [{ academicYear: '' }, 'Academic year is required'],
    [{ academicYear: '2030-2031' }, 'Academic year is required'],
    [{ maxStudents: 0 }, 'Valid max students required'],
    [{ maxStudents: 51 }, 'Valid max students required'],
    [{ maxStudents: 2.5 }, 'Valid max students required'],
    [{ maxStudents: '' }, 'Valid max students required'],
    [{ maxStudents: 'ten' }, 'Valid max students required'],
    [{ subjects: ['Latin'] }, 'Subjects must be chosen from the list'],
  ])('given %j, then "%s"', (change, message) => {
    expect(firstMessage(GroupRequest.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it.each([
    [1, 1],
    [50, 50],
    ['12', 12],
  ])('given maxStudents %j, then %d', (maxStudents, expected) => {
    expect(GroupRequest.parse({ ...valid, maxStudents }).maxStudents).toBe(expected);
  });

  it('given an admin without a tutor, then "Tutor is required"', () => {
    expect(firstMessage(AdminGroupRequest.safeParse(valid))).toBe('Tutor is required');
    expect(firstMessage(AdminGroupRequest.safeParse({ ...valid, tutorId: ' ' }))).toBe('Tutor is required');
  });

  it('given one id (as the screen sends for a removal), then a list of one', () => {
    expect(RemoveStudentsRequest.parse({ studentIds: 's1' }).studentIds).toEqual(['s1']);
    expect(RemoveStudentsRequest.safeParse({ studentIds: [] }).success).toBe(false);
  });

  it('given a full group or a batch that does not fit, then the 409 message says so', () => {
    expect(groupFullMessage(20, 20, 1)).toBe('Group is full (20 of 20 students)');
    expect(groupFullMessage(18, 20, 3)).toBe(
      'Not enough places: 3 students selected, 2 places left (18 of 20 students)',
    );
  });
});
