import { describe, expect, it } from 'vitest';
import { STUDENT_PAGES, resolveStudentPage } from './pages';

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
  });
});
