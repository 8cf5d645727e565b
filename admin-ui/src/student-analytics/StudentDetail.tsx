import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInRoundedIcon from '@mui/icons-material/AssignmentTurnedInRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { useMemo } from 'react';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { SectionCard } from '../analytics-common/SectionCard';
import { formatPercent, tutorHours } from '../analytics-common/scores';
import { FigureCards, FigureCardsSkeleton } from '../analytics-common/FigureCards';
import { PerformanceByTypeChart } from './PerformanceByTypeChart';
import { RecentExamList } from './RecentExamList';
import { gradeLabel, trendSeries } from './studentAnalytics';
import { TrendChart } from './TrendChart';
import type { AnalyticsStudent } from './tutorAnalyticsApi';
import { HISTORY_LIMIT } from './tutorAnalyticsApi';
import { useStudentHistory, useStudentPerformance, useStudentTrends } from './useStudentAnalytics';

export interface StudentDetailProps {
  student: AnalyticsStudent;
  onViewResults: (attemptId: string) => void;
}

export const STUDENT_MESSAGES = {
  students: 'Failed to fetch students',
  history: 'Failed to load student data',
  performance: 'Failed to load student performance',
} as const;

/** The selected student (spec 002 §2.10): figures, performance by type, trend, recent exams. */
export const StudentDetail = ({ student, onViewResults }: StudentDetailProps) => {
  const performance = useStudentPerformance(student.id);
  const history = useStudentHistory(student.id);
  const trends = useStudentTrends(student.id);
  const series = useMemo(() => trendSeries(trends.data ?? []), [trends.data]);
  const facts = [student.groupName, gradeLabel(student.grade), student.email].filter(Boolean).join(' · ');

  let figures;
  if (performance.isError && !performance.data) {
    figures = <LoadFailure title={STUDENT_MESSAGES.performance} query={performance} />;
  } else if (!performance.data) {
    figures = <FigureCardsSkeleton label="Loading performance" />;
  } else {
    const data = performance.data;
    figures = (
      <>
        <FigureCards
          label={`Figures of ${student.name}`}
          figures={[
            {
              spec: { label: 'Exams taken', icon: AssignmentTurnedInRoundedIcon, accent: 'indigo' },
              value: String(data.totalAttempts),
            },
            {
              spec: { label: 'Average score', icon: InsightsRoundedIcon, accent: 'blue' },
              value: formatPercent(data.averageScore),
            },
            {
              spec: { label: 'Best score', icon: EmojiEventsRoundedIcon, accent: 'green' },
              value: formatPercent(data.bestScore),
            },
            {
              spec: { label: 'Hours spent', icon: ScheduleRoundedIcon, accent: 'purple' },
              value: tutorHours(data.totalHoursSpent),
            },
          ]}
        />
        {data.byType.length > 0 || series.length > 0 ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                lg:
                  series.length > 0 && data.byType.length > 0
                    ? 'repeat(2, minmax(0, 1fr))'
                    : 'minmax(0, 1fr)',
              },
            }}
          >
            {data.byType.length > 0 ? (
              <SectionCard
                id="by-type-heading"
                title="Performance by exam type"
                subtitle="Average score per type"
              >
                <PerformanceByTypeChart byType={data.byType} />
              </SectionCard>
            ) : null}
            {series.length > 0 ? (
              <SectionCard
                id="trend-heading"
                title="Score trend"
                subtitle="Average per day, latest 12 days with exams"
              >
                <TrendChart series={series} />
              </SectionCard>
            ) : null}
          </Box>
        ) : null}
      </>
    );
  }

  let recent;
  if (history.isError && !history.data) {
    recent = <LoadFailure title={STUDENT_MESSAGES.history} query={history} />;
  } else if (!history.data) {
    recent = (
      <LoadingRegion label="Loading recent exams">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="text" height={44} />
        ))}
      </LoadingRegion>
    );
  } else if (history.data.length === 0) {
    recent = (
      <EmptyState
        headingLevel={3}
        title="No attempts yet"
        message={`${student.name} has not completed an exam yet. Finished exams appear here with their scores.`}
      />
    );
  } else {
    recent = <RecentExamList exams={history.data} onView={onViewResults} />;
  }

  return (
    <Box
      component="section"
      aria-labelledby="student-detail-heading"
      sx={{ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}
    >
      <Card sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography
          id="student-detail-heading"
          variant="h2"
          sx={{ fontSize: '1.35rem', overflowWrap: 'anywhere' }}
        >
          {student.name}
        </Typography>
        {facts ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {facts}
          </Typography>
        ) : null}
      </Card>
      {figures}
      <SectionCard
        id="recent-exams-heading"
        title="Recent exams"
        subtitle={`The latest ${HISTORY_LIMIT} completed exams`}
      >
        {recent}
      </SectionCard>
    </Box>
  );
};
