import type { SvgIconComponent } from '@mui/icons-material';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import { AccessType } from '@portal/contracts';

/** The student's sidebar page ids (spec 001 §2.1). Navigation is by this id in state, not by URL. */
export type SidebarPageId =
  'dashboard' | 'exams' | 'exam-history' | 'classroom-quiz' | 'analytics' | 'profile' | 'privacy';

/** Pages reached from inside another page, never from the sidebar (spec 002 §2.6 take-exam, §2.7 exam-results). */
export type InnerPageId = 'exam-results' | 'take-exam';

export type StudentPageId = SidebarPageId | InnerPageId;

/** What a page is opened with, e.g. exam-results carries the attemptId. */
export interface StudentPageParams {
  attemptId?: string;
  /** take-exam: the exam, and the schedule or assignment it is taken for. */
  examId?: string;
  assignmentId?: string;
  scheduleId?: string;
  accessType?: AccessType;
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

const INNER_PAGE_LABELS: Record<InnerPageId, string> = {
  'exam-results': 'Exam Results',
  'take-exam': 'Exam',
};

function trimmed(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

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

/**
 * The page to show for a navigation: exam-results without an attemptId and take-exam without an
 * examId have nothing to show; the exam list may carry the schedule a direct link points at.
 */
export function resolveStudentLocation(
  id: string | null | undefined,
  params: StudentPageParams = {},
): StudentLocation {
  const page = resolveStudentPage(id);
  if (page === 'exam-results') {
    const attemptId = trimmed(params.attemptId);
    return attemptId ? { page, params: { attemptId } } : { page: 'dashboard', params: {} };
  }
  if (page === 'take-exam') {
    const examId = trimmed(params.examId);
    if (!examId) {
      return { page: 'exams', params: {} };
    }
    const next: StudentPageParams = { examId };
    const assignmentId = trimmed(params.assignmentId);
    const scheduleId = trimmed(params.scheduleId);
    if (assignmentId) {
      next.assignmentId = assignmentId;
    }
    if (scheduleId) {
      next.scheduleId = scheduleId;
    }
    const accessType = AccessType.options.find((type) => type === params.accessType);
    if (accessType) {
      next.accessType = accessType;
    }
    return { page, params: next };
  }
  if (page === 'exams') {
    const scheduleId = trimmed(params.scheduleId);
    return { page, params: scheduleId ? { scheduleId } : {} };
  }
  return { page, params: {} };
}

/** The key under which the current page survives a reload (sessionStorage: this tab only). */
export const LOCATION_STORAGE_KEY = 'learner-location';

/** The stored location, checked like any navigation; the dashboard when there is none. */
export function restoreStudentLocation(stored: string | null | undefined): StudentLocation {
  if (!stored) {
    return { page: 'dashboard', params: {} };
  }
  try {
    const raw = JSON.parse(stored) as { page?: unknown; params?: unknown };
    const params =
      typeof raw.params === 'object' && raw.params !== null ? (raw.params as StudentPageParams) : {};
    return resolveStudentLocation(typeof raw.page === 'string' ? raw.page : null, params);
  } catch {
    return { page: 'dashboard', params: {} };
  }
}

/** `/assignment/{scheduleId}` (spec 002 §2): the schedule a direct link opens, or null. */
export function assignmentLinkSchedule(pathname: string): string | null {
  const match = /^\/assignment\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) {
    return null;
  }
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return null;
  }
}

export function pageLabel(id: StudentPageId): string {
  if (isInnerPage(id)) {
    return INNER_PAGE_LABELS[id];
  }
  return STUDENT_PAGES.find((page) => page.id === id)?.label ?? 'Dashboard';
}
