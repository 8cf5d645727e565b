import type { Role } from '@portal/contracts';

export interface StudentPageAccess {
  /** The page's heading: parents reach it as "My Children" (spec 001 §2.1). */
  title: string;
  /** Admins and tutors add, edit and clear exams; parents only look (spec 001 §6). */
  canManage: boolean;
  /**
   * Admins see every tutor's students, so each card names the tutor, and the add form offers one;
   * a parent sees whose class each child is in (or 'No tutor'), e.g. after accepting an invitation.
   */
  showsTutor: boolean;
  isParent: boolean;
}

export function studentPageAccess(role: Role | undefined): StudentPageAccess {
  const isParent = role === 'parent';
  return {
    title: isParent ? 'My Children' : 'Student Management',
    canManage: role === 'admin' || role === 'tutor',
    showsTutor: role === 'admin' || isParent,
    isParent,
  };
}
