import Link from '@mui/material/Link';
import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import { DataTable, useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ChipLine } from '../common/ChipLine';
import { ResourcePage } from '../common/ResourcePage';
import { ResponsiveList } from '../common/ResponsiveList';
import { formatDate } from '../common/formatDate';
import { plural } from '../analytics-common/scores';
import type { MockExamRecord } from '../providers/dataProvider';
import { MockStateChip } from './MockStateChip';

export const MOCK_LIST_TITLE = 'Mock Exams';

const papersText = (mock: MockExamRecord) => plural(mock.papers.length, 'paper');
const papersTitles = (mock: MockExamRecord) => mock.papers.map((paper) => paper.title).join(', ');
const targetText = (mock: MockExamRecord) =>
  mock.targetScore === null ? 'No target' : `Target ${mock.targetScore}`;

/** The name as a link to the results: the table row's keyboard way in (a row click is the mouse's). */
const MockNameLink = ({ mock }: { mock: MockExamRecord }) => {
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'mock-exams', id: mock.id, type: 'show' })}
      sx={{ fontWeight: 700 }}
    >
      {mock.name}
    </Link>
  );
};

/**
 * Mock Exams (issue 20; tutors and admins): each mock of the caller's schedules with its papers,
 * first window, children, target and whether every window has closed; a row opens its results.
 */
export const MockExamList = () => (
  <ResourcePage
    page="mock-exams"
    id="mock-exams-heading"
    title={MOCK_LIST_TITLE}
    description="Standardised age scores of your mock exams: per paper and combined, against the school's target."
  >
    <ResponsiveList<MockExamRecord>
      title={MOCK_LIST_TITLE}
      label="Mock exams"
      compactBelow="md"
      compactSortFields={['startsAt', 'name', 'studentCount']}
      sort={{ field: 'startsAt', order: 'DESC' }}
      emptyIcon={<LeaderboardRoundedIcon />}
      rowClick="show"
      primaryText={(mock) => mock.name}
      secondaryText={(mock) => (
        <ChipLine
          text={`${papersText(mock)} · ${plural(mock.studentCount, 'student')} · ${targetText(mock)}`}
        >
          <MockStateChip closed={mock.closed} />
        </ChipLine>
      )}
      tertiaryText={(mock) => formatDate(mock.startsAt)}
    >
      <DataTable.Col<MockExamRecord> source="name" render={(mock) => <MockNameLink mock={mock} />} />
      <DataTable.Col<MockExamRecord>
        source="papers"
        render={(mock) => `${papersText(mock)}: ${papersTitles(mock)}`}
        cellSx={() => ({ minWidth: 160, maxWidth: 320 })}
      />
      <DataTable.Col<MockExamRecord> source="startsAt" render={(mock) => formatDate(mock.startsAt)} />
      <DataTable.NumberCol<MockExamRecord> source="studentCount" />
      <DataTable.Col<MockExamRecord>
        source="targetScore"
        render={(mock) => (mock.targetScore === null ? '—' : String(mock.targetScore))}
      />
      <DataTable.Col<MockExamRecord>
        source="closed"
        render={(mock) => <MockStateChip closed={mock.closed} />}
      />
    </ResponsiveList>
  </ResourcePage>
);
