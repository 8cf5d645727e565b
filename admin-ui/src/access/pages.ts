import type { Role } from '@portal/contracts';

/**
 * Every page of the console: spec 001 §2.1 (ids, labels, roles), then the console's own additions
 * (compliance screens, compliance officers, system status). The sidebar lists a role's pages in
 * this order, and the route guards read the same table, so menu and access can never disagree.
 */
export const PAGE_IDS = [
  'dashboard',
  'tutors',
  'students',
  'groups',
  'assignments',
  'exams',
  'exam-history',
  'exam-schedules',
  'classroom-quiz',
  'analytics',
  'scheduled-exam-analytics',
  'mock-exams',
  'mock-scores',
  'settings',
  'compliance-register',
  'consent-records',
  'rights-requests',
  'compliance-officers',
  'system-status',
  'profile',
  'privacy',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The roles that use the console; students are sent to the learner app. */
export type ConsoleRole = Exclude<Role, 'student'>;

export interface PageDefinition {
  id: PageId;
  /** Route under /admin; the dashboard is the index route. */
  path: string;
  /** Sidebar label, per role where the spec gives one. */
  label: string;
  labelByRole?: Partial<Record<Role, string>>;
  roles: readonly Role[];
}

export const PAGES: Readonly<Record<PageId, PageDefinition>> = {
  dashboard: {
    id: 'dashboard',
    path: '/',
    label: 'Dashboard',
    roles: ['admin', 'tutor', 'student', 'parent'],
  },
  tutors: { id: 'tutors', path: '/tutors', label: 'Tutors', roles: ['admin'] },
  students: {
    id: 'students',
    path: '/students',
    label: 'Students',
    labelByRole: { parent: 'My Children' },
    roles: ['admin', 'tutor', 'parent'],
  },
  groups: { id: 'groups', path: '/groups', label: 'Groups', roles: ['admin', 'tutor'] },
  assignments: {
    id: 'assignments',
    path: '/assignments',
    label: 'Assignments',
    roles: ['admin', 'tutor'],
  },
  exams: {
    id: 'exams',
    path: '/exams',
    label: 'Exams',
    labelByRole: { student: 'Practice Exams', parent: "Child's Exams" },
    roles: ['admin', 'tutor', 'student', 'parent'],
    /** Exam Management for staff, Child's Exams for parents (students use the learner app). */
  },
  'exam-history': {
    id: 'exam-history',
    path: '/exam-history',
    label: 'Exam History',
    labelByRole: { student: 'Exams History', parent: "Child's Exam History" },
    roles: ['student', 'parent'],
  },
  'exam-schedules': {
    id: 'exam-schedules',
    path: '/exam-schedules',
    label: 'Schedule Exams',
    roles: ['admin', 'tutor'],
  },
  'classroom-quiz': {
    id: 'classroom-quiz',
    path: '/classroom-quiz',
    label: 'Classroom Quiz',
    labelByRole: { tutor: 'Real-time Classroom', student: 'Join Classroom Quiz' },
    roles: ['tutor', 'student'],
  },
  analytics: {
    id: 'analytics',
    path: '/analytics',
    label: 'Analytics',
    labelByRole: { student: 'My Progress', parent: "Child's Progress", tutor: 'Student Analytics' },
    roles: ['admin', 'tutor', 'student', 'parent'],
  },
  'scheduled-exam-analytics': {
    id: 'scheduled-exam-analytics',
    path: '/scheduled-exam-analytics',
    label: 'Exam Analytics',
    roles: ['admin', 'tutor', 'parent'],
  },
  /** Issue 20: the tutor's mock exams with standardised age scores (a react-admin resource). */
  'mock-exams': {
    id: 'mock-exams',
    path: '/mock-exams',
    label: 'Mock Exams',
    roles: ['admin', 'tutor'],
  },
  /** Issue 20: a parent's view of their child's own mock exam scores. */
  'mock-scores': {
    id: 'mock-scores',
    path: '/mock-scores',
    label: 'Mock Exam Scores',
    roles: ['parent'],
  },
  settings: { id: 'settings', path: '/settings', label: 'Settings', roles: ['admin'] },
  'compliance-register': {
    id: 'compliance-register',
    path: '/compliance-register',
    label: 'Processing Register',
    roles: ['compliance'],
  },
  'consent-records': {
    id: 'consent-records',
    path: '/consent-records',
    label: 'Consent Records',
    roles: ['compliance'],
  },
  'rights-requests': {
    id: 'rights-requests',
    path: '/rights-requests',
    label: 'Rights Requests',
    roles: ['compliance'],
  },
  'compliance-officers': {
    id: 'compliance-officers',
    path: '/compliance-officers',
    label: 'Compliance Officers',
    roles: ['admin'],
  },
  'system-status': {
    id: 'system-status',
    path: '/system-status',
    label: 'System Status',
    roles: ['admin'],
  },
  profile: {
    id: 'profile',
    path: '/profile',
    label: 'Profile Settings',
    roles: ['tutor', 'student', 'parent'],
  },
  privacy: {
    id: 'privacy',
    path: '/privacy',
    label: 'Privacy & Data',
    roles: ['tutor', 'student', 'parent', 'compliance'],
  },
};

export function canOpenPage(role: Role | undefined, page: PageId): boolean {
  return role !== undefined && PAGES[page].roles.includes(role);
}

export function pageLabel(page: PageId, role: Role | undefined): string {
  const definition = PAGES[page];
  return (role && definition.labelByRole?.[role]) ?? definition.label;
}

/** The sidebar of a role, in the spec's order. */
export function pagesFor(role: Role | undefined): PageDefinition[] {
  return PAGE_IDS.map((id) => PAGES[id]).filter((page) => canOpenPage(role, page.id));
}

/** Where "Back to Dashboard" and "/" lead: compliance officers have no dashboard, their register is home. */
export function homePathFor(role: Role | undefined): string {
  return role === 'compliance' ? PAGES['compliance-register'].path : '/';
}

/** react-admin resources are pages too; an unknown resource is closed to everyone. */
export function isPageId(value: string): value is PageId {
  return (PAGE_IDS as readonly string[]).includes(value);
}
