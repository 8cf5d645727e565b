import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import { MockExamList } from './MockExamList';
import { MockExamShow } from './MockExamShow';

/** Spread into <Resource name="mock-exams">: read-only, the list of mocks and one mock's results. */
export const mockExams = {
  name: 'mock-exams',
  list: MockExamList,
  show: MockExamShow,
  icon: LeaderboardRoundedIcon,
  options: { label: 'Mock Exams' },
};
