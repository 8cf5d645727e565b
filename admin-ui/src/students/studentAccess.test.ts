import { describe, expect, it } from 'vitest';
import { studentPageAccess } from './studentAccess';

describe('studentPageAccess (spec 001 §2.1, §6)', () => {
  it('admins manage every student and see their tutors', () => {
    expect(studentPageAccess('admin')).toEqual({
      title: 'Student Management',
      canManage: true,
      showsTutor: true,
      isParent: false,
    });
  });

  it('tutors manage their own students', () => {
    expect(studentPageAccess('tutor')).toMatchObject({
      title: 'Student Management',
      canManage: true,
      showsTutor: false,
    });
  });

  it('parents only look at "My Children", and see whose class each child is in', () => {
    expect(studentPageAccess('parent')).toEqual({
      title: 'My Children',
      canManage: false,
      showsTutor: true,
      isParent: true,
    });
  });
});
