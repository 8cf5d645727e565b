import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  countersOf,
  directLink,
  durationLabel,
  groupSchedules,
  matchesSearch,
  statusChipOf,
  type SectionedSchedule,
} from './scheduleSections';
import { attemptsStarted, bestLabel, progressChipOf } from './progressLabels';

const base: SectionedSchedule = {
  title: 'Maths Mock - Scheduled',
  description: null,
  status: 'scheduled',
  isActive: true,
  scheduledStartTime: '2026-03-12T09:00:00.000Z',
  scheduledEndTime: '2026-03-12T10:00:00.000Z',
  section: 'upcoming',
  exam: { title: 'Maths Mock' },
  group: { name: 'Year 6 Tigers' },
  assignments: [{ student: { firstName: 'Priya', lastName: 'Raman' } }],
};

describe('grouping schedules into sections', () => {
  it("uses the server's section, and keeps cancelled ones in their own list", () => {
    const schedules = [
      base,
      { ...base, title: 'B', section: 'active' as const },
      { ...base, title: 'C', section: 'past' as const },
      { ...base, title: 'D', section: 'completed' as const, status: 'completed' as const },
      { ...base, title: 'E', section: 'completed' as const, status: 'cancelled' as const },
      {
        ...base,
        title: 'F',
        section: 'assignment' as const,
        status: 'assigned' as const,
        scheduledStartTime: null,
      },
    ];
    const grouped = groupSchedules(schedules, '');
    expect(grouped.bySection.upcoming.map((s) => s.title)).toEqual(['Maths Mock - Scheduled']);
    expect(grouped.bySection.active.map((s) => s.title)).toEqual(['B']);
    expect(grouped.bySection.past.map((s) => s.title)).toEqual(['C']);
    expect(grouped.bySection.completed.map((s) => s.title)).toEqual(['D']);
    expect(grouped.bySection.assignment.map((s) => s.title)).toEqual(['F']);
    expect(grouped.cancelled.map((s) => s.title)).toEqual(['E']);
    // the summary card labels the Past section as Completed, with the completed ones (issue 16)
    expect(countersOf(grouped)).toEqual({ upcoming: 1, active: 1, completed: 2, cancelled: 1 });
  });

  it('derives the section again from the clock when given one', () => {
    const during = new Date('2026-03-12T09:30:00.000Z');
    const after = new Date('2026-03-12T10:00:00.000Z');
    expect(groupSchedules([base], '', during).bySection.active).toHaveLength(1);
    expect(groupSchedules([base], '', after).bySection.past).toHaveLength(1);
  });

  it('finds schedules by title, exam, group or student, every word', () => {
    expect(matchesSearch(base, '')).toBe(true);
    expect(matchesSearch(base, 'tigers')).toBe(true);
    expect(matchesSearch(base, 'priya mock')).toBe(true);
    expect(matchesSearch(base, 'english')).toBe(false);
    expect(groupSchedules([base], 'english').bySection.upcoming).toHaveLength(0);
  });
});

describe('card labels', () => {
  it('names the group, or counts the students', () => {
    expect(audienceLabel(base)).toBe('Group: Year 6 Tigers');
    expect(audienceLabel({ group: null, assignments: [{}, {}, {}] })).toBe('3 students');
    expect(audienceLabel({ group: null, assignments: [{}] })).toBe('1 student');
  });

  it('says the duration in hours and minutes', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
    expect(durationLabel(0)).toBe('—');
  });

  it('gives each status its chip', () => {
    expect(statusChipOf('scheduled').label).toBe('Scheduled');
    expect(statusChipOf('cancelled')).toEqual({ label: 'Cancelled', tone: 'error' });
  });

  it('builds the direct link as {origin}/assignment/{id}', () => {
    expect(directLink('https://portal.example', 'abc-123')).toBe('https://portal.example/assignment/abc-123');
    expect(directLink('https://portal.example/', 'abc')).toBe('https://portal.example/assignment/abc');
  });
});

describe('progress labels', () => {
  it('shows completed, in progress and not started', () => {
    expect(progressChipOf('completed').label).toBe('Completed');
    expect(progressChipOf('in-progress').label).toBe('In progress');
    expect(progressChipOf('not-started').label).toBe('Not started');
  });

  it('shows the best score and percentage', () => {
    expect(bestLabel(18, 90, 20)).toBe('18 / 20 marks (90%)');
    expect(bestLabel(18, 90)).toBe('18 marks (90%)');
    expect(bestLabel(1, null)).toBe('1 mark');
    expect(bestLabel(null, null)).toBe('—');
  });

  it('counts completed and in-progress attempts as started', () => {
    expect(attemptsStarted({ completedAttempts: 0, inProgressAttempts: 0 })).toBe(0);
    expect(attemptsStarted({ completedAttempts: 2, inProgressAttempts: 1 })).toBe(3);
  });
});
