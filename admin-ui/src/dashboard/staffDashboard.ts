import type { StaffStats } from '@portal/contracts';
import { PAGES, canOpenPage } from '../access/pages';
import type { StatsScope } from '../providers/dataProvider';
import type { Accent } from './accentColors';

/** The roles that see the staff dashboard (spec 001 §2.3); students have their own in the learner app. */
export type StaffRole = 'admin' | 'tutor' | 'parent';

export function isStaffRole(role: string | undefined): role is StaffRole {
  return role === 'admin' || role === 'tutor' || role === 'parent';
}

/** Icons the dashboard draws, named here and mapped to MUI icons in `dashboardIcons.tsx`. */
export type DashboardIconId =
  | 'users'
  | 'tutors'
  | 'students'
  | 'children'
  | 'exams'
  | 'groups'
  | 'add-tutor'
  | 'add-students'
  | 'create-group'
  | 'analytics'
  | 'create-exam'
  | 'progress';

export interface StatCardSpec {
  key: keyof StaffStats;
  label: string;
  icon: DashboardIconId;
  accent: Accent;
}

export interface QuickActionSpec {
  label: string;
  /** Route under /admin, possibly with a query (`/tutors?add=1` opens the add form). */
  to: string;
  icon: DashboardIconId;
  /** The page the link opens: an action is only offered to roles that may open it. */
  page: keyof typeof PAGES;
}

/** Query that opens a management page with its add form already open. */
export const OPEN_ADD_FORM = 'add=1';

const STAT_CARDS: Readonly<Record<StaffRole, readonly StatCardSpec[]>> = {
  admin: [
    { key: 'totalUsers', label: 'Total Users', icon: 'users', accent: 'indigo' },
    { key: 'totalTutors', label: 'Tutors', icon: 'tutors', accent: 'blue' },
    { key: 'activeExams', label: 'Active Exams', icon: 'exams', accent: 'green' },
    { key: 'totalGroups', label: 'Groups', icon: 'groups', accent: 'purple' },
  ],
  tutor: [
    { key: 'totalUsers', label: 'My Students', icon: 'students', accent: 'indigo' },
    { key: 'activeExams', label: 'Active Exams', icon: 'exams', accent: 'green' },
    { key: 'totalGroups', label: 'My Groups', icon: 'groups', accent: 'purple' },
  ],
  parent: [
    { key: 'totalUsers', label: 'My Children', icon: 'children', accent: 'indigo' },
    { key: 'activeExams', label: 'Active Exams', icon: 'exams', accent: 'green' },
    { key: 'totalGroups', label: 'Groups', icon: 'groups', accent: 'purple' },
  ],
};

const QUICK_ACTIONS: Readonly<Record<StaffRole, readonly QuickActionSpec[]>> = {
  admin: [
    {
      label: 'Add New Tutor',
      to: `${PAGES.tutors.path}?${OPEN_ADD_FORM}`,
      icon: 'add-tutor',
      page: 'tutors',
    },
    {
      label: 'Add Students',
      to: `${PAGES.students.path}?${OPEN_ADD_FORM}`,
      icon: 'add-students',
      page: 'students',
    },
    { label: 'Create Group', to: PAGES.groups.path, icon: 'create-group', page: 'groups' },
    { label: 'View Analytics', to: PAGES.analytics.path, icon: 'analytics', page: 'analytics' },
  ],
  tutor: [
    { label: 'Manage Students', to: PAGES.students.path, icon: 'students', page: 'students' },
    { label: 'My Groups', to: PAGES.groups.path, icon: 'groups', page: 'groups' },
    { label: 'Create Exam', to: PAGES.exams.path, icon: 'create-exam', page: 'exams' },
    { label: 'Student Progress', to: PAGES.analytics.path, icon: 'progress', page: 'analytics' },
  ],
  parent: [
    { label: 'My Children', to: PAGES.students.path, icon: 'children', page: 'students' },
    { label: "Child's Exams", to: PAGES.exams.path, icon: 'exams', page: 'exams' },
    { label: "Child's Progress", to: PAGES.analytics.path, icon: 'progress', page: 'analytics' },
  ],
};

/** The stat cards of a role's dashboard, in the spec's order. */
export function statCardsFor(role: StaffRole): readonly StatCardSpec[] {
  return STAT_CARDS[role];
}

/** The quick actions of a role's dashboard, less any page the role may not open. */
export function quickActionsFor(role: StaffRole): QuickActionSpec[] {
  return QUICK_ACTIONS[role].filter((action) => canOpenPage(role, action.page));
}

/** Admins see the organisation's figures (GET /stats); tutors and parents their own (GET /tutor-stats). */
export function statsScopeFor(role: StaffRole): StatsScope {
  return role === 'admin' ? 'admin' : 'staff';
}

/** A line under the greeting saying what the dashboard is for. */
export const DASHBOARD_INTRO: Readonly<Record<StaffRole, string>> = {
  admin: "Here's how your organisation is doing today.",
  tutor: "Here's what's happening with your students today.",
  parent: "Here's how your children are getting on.",
};

const numberFormat = new Intl.NumberFormat('en-GB');

/** "1,204": the big number of a stat card. */
export function formatStat(value: number): string {
  return numberFormat.format(value);
}
