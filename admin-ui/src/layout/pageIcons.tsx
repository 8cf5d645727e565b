import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import AnalyticsRoundedIcon from '@mui/icons-material/AnalyticsRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import CastForEducationRoundedIcon from '@mui/icons-material/CastForEducationRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import GavelRoundedIcon from '@mui/icons-material/GavelRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import MonitorHeartRoundedIcon from '@mui/icons-material/MonitorHeartRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import PrivacyTipRoundedIcon from '@mui/icons-material/PrivacyTipRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShowChartRoundedIcon from '@mui/icons-material/ShowChartRounded';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import type { PageId } from '../access/pages';

/** One icon per page, used by the sidebar and by the page's own empty state. */
export const pageIcons: Readonly<Record<PageId, typeof SvgIcon>> = {
  dashboard: DashboardRoundedIcon,
  tutors: SchoolRoundedIcon,
  students: PeopleRoundedIcon,
  groups: GroupsRoundedIcon,
  assignments: AssignmentRoundedIcon,
  exams: QuizRoundedIcon,
  'exam-history': HistoryRoundedIcon,
  'exam-schedules': EventRoundedIcon,
  'classroom-quiz': CastForEducationRoundedIcon,
  analytics: InsightsRoundedIcon,
  'scheduled-exam-analytics': AnalyticsRoundedIcon,
  'mock-exams': LeaderboardRoundedIcon,
  'mock-scores': ShowChartRoundedIcon,
  settings: SettingsRoundedIcon,
  'compliance-register': ReceiptLongRoundedIcon,
  'consent-records': FactCheckRoundedIcon,
  'rights-requests': GavelRoundedIcon,
  'compliance-officers': VerifiedUserRoundedIcon,
  'system-status': MonitorHeartRoundedIcon,
  profile: AccountCircleRoundedIcon,
  privacy: PrivacyTipRoundedIcon,
};
