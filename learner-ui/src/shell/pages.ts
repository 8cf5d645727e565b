import type { SvgIconComponent } from '@mui/icons-material';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';

/** The student's page ids (spec 001 §2.1). Navigation is by this id in state, not by URL. */
export type StudentPageId =
  'dashboard' | 'exams' | 'exam-history' | 'classroom-quiz' | 'analytics' | 'profile' | 'privacy';

export interface StudentPage {
  id: StudentPageId;
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

/** Spec 001 §2.1: an unknown page falls back to the dashboard. */
export function resolveStudentPage(id: string | null | undefined): StudentPageId {
  return STUDENT_PAGES.find((page) => page.id === id)?.id ?? 'dashboard';
}

export function pageLabel(id: StudentPageId): string {
  return STUDENT_PAGES.find((page) => page.id === id)?.label ?? 'Dashboard';
}
