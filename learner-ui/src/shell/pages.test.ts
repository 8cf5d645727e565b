import { describe, expect, it } from 'vitest';
import { STUDENT_PAGES, pageLabel, resolveStudentLocation, resolveStudentPage } from './pages';

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
