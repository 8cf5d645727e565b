import { describe, expect, it } from 'vitest';
import { canOpenPage, homePathFor, pageLabel, pagesFor } from './pages';
import { roleCanAccess } from './canAccess';

const sidebar = (role: Parameters<typeof pagesFor>[0]) =>
  pagesFor(role).map((page) => pageLabel(page.id, role));

describe('sidebar by role (spec 001 §2.1, in its order)', () => {
  // one row a role: the sidebar's labels, top to bottom
  it.each([
    {
      role: 'admin',
      labels: [
        'Dashboard',
        'Tutors',
        'Students',
        'Groups',
        'Assignments',
        'Exams',
        'Schedule Exams',
        'Analytics',
        'Exam Analytics',
        'Mock Exams',
        'Settings',
        'Compliance Officers',
        'System Status',
      ],
    },
    {
      role: 'tutor',
      labels: [
        'Dashboard',
        'Students',
        'Groups',
        'Assignments',
        'Exams',
        'Schedule Exams',
        'Real-time Classroom',
        'Student Analytics',
        'Exam Analytics',
        'Mock Exams',
        'Profile Settings',
        'Privacy & Data',
      ],
    },
    {
      role: 'parent',
      labels: [
        'Dashboard',
        'My Children',
        "Child's Exams",
        "Child's Exam History",
        "Child's Progress",
        'Exam Analytics',
        'Mock Exam Scores',
        'Profile Settings',
        'Privacy & Data',
      ],
    },
  ] as const)('$role', ({ role, labels }) => {
    expect(sidebar(role)).toEqual(labels);
  });

  it('compliance officer: the three registers and their own privacy page', () => {
    expect(sidebar('compliance')).toEqual([
      'Processing Register',
      'Consent Records',
      'Rights Requests',
      'Privacy & Data',
    ]);
    expect(homePathFor('compliance')).toBe('/compliance-register');
    expect(homePathFor('tutor')).toBe('/');
  });

  it('nobody opens a page before the role is known', () => {
    expect(canOpenPage(undefined, 'dashboard')).toBe(false);
    expect(sidebar(undefined)).toEqual([]);
  });
});

describe('react-admin canAccess', () => {
  it('lets officers list and export the register, nothing more', () => {
    expect(roleCanAccess('compliance', 'compliance-register', 'list')).toBe(true);
    expect(roleCanAccess('compliance', 'compliance-register', 'export')).toBe(true);
    expect(roleCanAccess('compliance', 'compliance-register', 'delete')).toBe(false);
    expect(roleCanAccess('compliance', 'compliance-officers', 'list')).toBe(false);
  });

  it('lets admins list and add officers but not read the register', () => {
    expect(roleCanAccess('admin', 'compliance-officers', 'create')).toBe(true);
    expect(roleCanAccess('admin', 'compliance-officers', 'edit')).toBe(false);
    expect(roleCanAccess('admin', 'compliance-register', 'list')).toBe(false);
  });

  it('lets tutors and admins list mock exams and open one, nothing more; parents not at all', () => {
    expect(roleCanAccess('tutor', 'mock-exams', 'show')).toBe(true);
    expect(roleCanAccess('admin', 'mock-exams', 'list')).toBe(true);
    expect(roleCanAccess('tutor', 'mock-exams', 'edit')).toBe(false);
    expect(roleCanAccess('parent', 'mock-exams', 'list')).toBe(false);
  });

  it('closes unknown resources', () => {
    expect(roleCanAccess('admin', 'secrets', 'list')).toBe(false);
  });
});
