import { describe, expect, it } from 'vitest';
import {
  STUDENT_PAGES,
  assignmentLinkSchedule,
  pageLabel,
  resolveStudentLocation,
  resolveStudentPage,
  restoreStudentLocation,
} from './pages';

describe('student pages (spec 001 §2.1)', () => {
  it('lists the student labels in the spec order', () => {
    expect(STUDENT_PAGES.map((page) => page.label)).toEqual([
      'Dashboard',
      'Practice Exams',
      'Exams History',
      'Join Classroom Quiz',
      'My Progress',
      'Profile Settings',
      'Privacy & Data',
    ]);
  });

  it('falls back to the dashboard for an unknown page', () => {
    expect(resolveStudentPage('privacy')).toBe('privacy');
    expect(resolveStudentPage('tutors')).toBe('dashboard');
    expect(resolveStudentPage(undefined)).toBe('dashboard');
    expect(resolveStudentPage('toString')).toBe('dashboard');
  });

  it('keeps exam-results out of the sidebar but reachable with an attemptId (spec 002 §2.7)', () => {
    expect(STUDENT_PAGES.some((page) => page.id === ('exam-results' as string))).toBe(false);
    expect(resolveStudentPage('exam-results')).toBe('exam-results');
    expect(pageLabel('exam-results')).toBe('Exam Results');
    expect(resolveStudentLocation('exam-results', { attemptId: ' a-1 ' })).toEqual({
      page: 'exam-results',
      params: { attemptId: 'a-1' },
    });
    expect(resolveStudentLocation('exam-results')).toEqual({ page: 'dashboard', params: {} });
    expect(resolveStudentLocation('analytics', { attemptId: 'a-1' })).toEqual({
      page: 'analytics',
      params: {},
    });
  });
});

describe('take-exam, the exam list link and reloads (spec 002 §2.5, §2.6)', () => {
  it('keeps take-exam out of the sidebar and needs an examId', () => {
    expect(STUDENT_PAGES.some((page) => page.id === ('take-exam' as string))).toBe(false);
    expect(
      resolveStudentLocation('take-exam', {
        examId: ' e-1 ',
        scheduleId: 's-1',
        assignmentId: '',
        accessType: 'schedule',
        attemptId: 'x',
      }),
    ).toEqual({ page: 'take-exam', params: { examId: 'e-1', scheduleId: 's-1', accessType: 'schedule' } });
    expect(resolveStudentLocation('take-exam', {})).toEqual({ page: 'exams', params: {} });
    expect(
      resolveStudentLocation('take-exam', { examId: 'e', accessType: 'bogus' as 'schedule' }).params,
    ).toEqual({ examId: 'e' });
  });

  it('lets the exam list carry the schedule of a direct link', () => {
    expect(resolveStudentLocation('exams', { scheduleId: 's-9' })).toEqual({
      page: 'exams',
      params: { scheduleId: 's-9' },
    });
    expect(assignmentLinkSchedule('/assignment/s-9')).toBe('s-9');
    expect(assignmentLinkSchedule('/assignment/a%20b/')).toBe('a b');
    expect(assignmentLinkSchedule('/assignment/')).toBeNull();
    expect(assignmentLinkSchedule('/')).toBeNull();
    expect(assignmentLinkSchedule('/assignment/%E0%A4%A')).toBeNull();
  });

  it('restores the page stored before a reload, checked like a navigation', () => {
    const stored = JSON.stringify({ page: 'take-exam', params: { examId: 'e-1', scheduleId: 's-1' } });
    expect(restoreStudentLocation(stored)).toEqual({
      page: 'take-exam',
      params: { examId: 'e-1', scheduleId: 's-1' },
    });
    expect(restoreStudentLocation(null)).toEqual({ page: 'dashboard', params: {} });
    expect(restoreStudentLocation('{not json')).toEqual({ page: 'dashboard', params: {} });
    expect(restoreStudentLocation(JSON.stringify({ page: 'exam-results' }))).toEqual({
      page: 'dashboard',
      params: {},
    });
  });
});
