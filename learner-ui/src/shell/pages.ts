import type { SvgIconComponent } from '@mui/icons-material';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';

/** The student's sidebar page ids (spec 001 §2.1). Navigation is by this id in state, not by URL. */
export type SidebarPageId =
  'dashboard' | 'exams' | 'exam-history' | 'classroom-quiz' | 'analytics' | 'profile' | 'privacy';

/** Pages reached from inside another page, never from the sidebar (spec 002 §2.7 exam-results). */
export type InnerPageId = 'exam-results';

export type StudentPageId = SidebarPageId | InnerPageId;

/** What a page is opened with, e.g. exam-results carries the attemptId. */
export interface StudentPageParams {
  attemptId?: string;
}

/** Where the student is: the page id and what it was opened with. */
export interface StudentLocation {
  page: StudentPageId;
  params: StudentPageParams;
}

export type NavigateToPage = (page: StudentPageId, params?: StudentPageParams) => void;

export interface StudentPage {
  id: SidebarPageId;
  /** The student's label from spec 001 §2.1. */
  label: string;
  Icon: SvgIconComponent;
}

/** The sidebar, in the spec's order, with the student labels. */
export const STUDENT_PAGES: readonly StudentPage[] = [
  { id: 'dashboard', label: 'Dashboard', Icon: DashboardRoundedIcon },
  { id: 'exams', label: 'Practice Exams', Icon: AssignmentRoundedIcon },
  { id: 'exam-history', label: 'Exams History', Icon: HistoryRoundedIcon },
  { id: 'classroom-quiz', label: 'Join Classroom Quiz', Icon: GroupsRoundedIcon },
  { id: 'analytics', label: 'My Progress', Icon: InsightsRoundedIcon },
  { id: 'profile', label: 'Profile Settings', Icon: ManageAccountsRoundedIcon },
  { id: 'privacy', label: 'Privacy & Data', Icon: ShieldRoundedIcon },
];

const INNER_PAGE_LABELS: Record<InnerPageId, string> = { 'exam-results': 'Exam Results' };

function isInnerPage(id: string | null | undefined): id is InnerPageId {
  return typeof id === 'string' && Object.hasOwn(INNER_PAGE_LABELS, id);
}

/** Spec 001 §2.1: an unknown page falls back to the dashboard. */
export function resolveStudentPage(id: string | null | undefined): StudentPageId {
  if (isInnerPage(id)) {
    return id;
  }
  return STUDENT_PAGES.find((page) => page.id === id)?.id ?? 'dashboard';
}

/** The page to show for a navigation: exam-results without an attemptId has nothing to show. */
export function resolveStudentLocation(
  id: string | null | undefined,
  params: StudentPageParams = {},
): StudentLocation {
  const page = resolveStudentPage(id);
  if (page === 'exam-results') {
    const attemptId = params.attemptId?.trim();
    return attemptId ? { page, params: { attemptId } } : { page: 'dashboard', params: {} };
  }
  return { page, params: {} };
}

export function pageLabel(id: StudentPageId): string {
  if (isInnerPage(id)) {
    return INNER_PAGE_LABELS[id];
  }
  return STUDENT_PAGES.find((page) => page.id === id)?.label ?? 'Dashboard';
}
