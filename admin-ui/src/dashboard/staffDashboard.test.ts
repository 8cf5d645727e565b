import { describe, expect, it } from 'vitest';
import { relativeTime } from '@portal/contracts';
import { formatStat, isStaffRole, quickActionsFor, statCardsFor, statsScopeFor } from './staffDashboard';
import { ACTIVITY_FAILED, STATS_FAILED, loadFailureMessage } from './dashboardMessages';
import { HttpError } from 'react-admin';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('stat cards by role (spec 001 §2.3)', () => {
  it('admin: Total Users, Tutors, Active Exams, Groups', () => {
    expect(labels(statCardsFor('admin'))).toEqual(['Total Users', 'Tutors', 'Active Exams', 'Groups']);
    expect(statCardsFor('admin').map((card) => card.key)).toEqual([
      'totalUsers',
      'totalTutors',
      'activeExams',
      'totalGroups',
    ]);
  });

  it('tutor: My Students, Active Exams, My Groups', () => {
    expect(labels(statCardsFor('tutor'))).toEqual(['My Students', 'Active Exams', 'My Groups']);
    expect(statCardsFor('tutor').map((card) => card.key)).toEqual([
      'totalUsers',
      'activeExams',
      'totalGroups',
    ]);
  });

  it('parent: My Children, Active Exams, Groups', () => {
    expect(labels(statCardsFor('parent'))).toEqual(['My Children', 'Active Exams', 'Groups']);
  });

  it('asks /stats for admins and /tutor-stats for the others', () => {
    expect(statsScopeFor('admin')).toBe('admin');
    expect(statsScopeFor('tutor')).toBe('staff');
    expect(statsScopeFor('parent')).toBe('staff');
  });
});

describe('quick actions by role', () => {
  // admin: opens the add forms of tutors and students
  it.each([
    {
      role: 'admin',
      actions: [
        ['Add New Tutor', '/tutors?add=1'],
        ['Add Students', '/students?add=1'],
        ['Create Group', '/groups'],
        ['View Analytics', '/analytics'],
      ],
    },
    {
      role: 'tutor',
      actions: [
        ['Manage Students', '/students'],
        ['My Groups', '/groups'],
        ['Create Exam', '/exams'],
        ['Student Progress', '/analytics'],
      ],
    },
    {
      role: 'parent',
      actions: [
        ['My Children', '/students'],
        ["Child's Exams", '/exams'],
        ["Child's Progress", '/analytics'],
      ],
    },
  ] as const)('$role', ({ role, actions }) => {
    expect(quickActionsFor(role).map(({ label, to }) => [label, to])).toEqual(actions);
  });
});

describe('dashboard wording', () => {
  it('knows the staff roles', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('parent')).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(isStaffRole('compliance')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('formats big numbers', () => {
    expect(formatStat(0)).toBe('0');
    expect(formatStat(12045)).toBe('12,045');
  });

  it('says "Unable to connect to server" only when the server could not be reached', () => {
    expect(loadFailureMessage(new HttpError('Unable to connect to server', 0), STATS_FAILED)).toBe(
      'Unable to connect to server',
    );
    expect(loadFailureMessage(new HttpError('Boom', 500), STATS_FAILED)).toBe('Failed to fetch statistics');
    expect(loadFailureMessage(new Error('bad answer'), ACTIVITY_FAILED)).toBe(
      'Failed to fetch recent activity',
    );
  });

  it('shows times as the spec words them', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(relativeTime('2026-11-23T11:59:30.000Z', now)).toBe('Just now');
    expect(relativeTime('2026-11-23T11:55:00.000Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T12:00:00.000Z', now)).toBe('2 days ago');
  });
});
