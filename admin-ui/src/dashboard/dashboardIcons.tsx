import AnalyticsRoundedIcon from '@mui/icons-material/AnalyticsRounded';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import NoteAddRoundedIcon from '@mui/icons-material/NoteAddRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Activity } from '@portal/contracts';
import type { DashboardIconId } from './staffDashboard';

/** The MUI icon behind each of the dashboard's icon names. */
export const dashboardIcons: Readonly<Record<DashboardIconId, typeof SvgIcon>> = {
  users: PeopleRoundedIcon,
  tutors: SchoolRoundedIcon,
  students: PeopleRoundedIcon,
  children: FamilyRestroomRoundedIcon,
  exams: AssignmentRoundedIcon,
  groups: GroupsRoundedIcon,
  'add-tutor': PersonAddAlt1RoundedIcon,
  'add-students': PersonAddRoundedIcon,
  'create-group': GroupAddRoundedIcon,
  analytics: AnalyticsRoundedIcon,
  'create-exam': NoteAddRoundedIcon,
  progress: InsightsRoundedIcon,
};

/** Spec 001 §3: an activity's icon is graduation-cap, book-open or calendar. */
export const activityIcons: Readonly<Record<Activity['icon'], typeof SvgIcon>> = {
  'graduation-cap': SchoolRoundedIcon,
  'book-open': MenuBookRoundedIcon,
  calendar: CalendarMonthRoundedIcon,
};
