import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { plural, shortDuration } from '../analytics-common/scores';
import { formatDateTime } from '../common/formatDate';
import { StatusChip } from '../common/StatusChip';
import { studentStatusChip } from './scheduledAnalytics';
import type { ScheduleStudent } from './scheduledAnalyticsApi';
import { marksScoreText, type RosterAttempt } from '@portal/contracts';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';

export interface ScheduleStudentListProps {
  students: readonly ScheduleStudent[];
  onViewDetails: (attempt: RosterAttempt, student: ScheduleStudent) => void;
}

/** A schedule's students (spec 002 §2.12): status, best result and one row per attempt. */
export const ScheduleStudentList = ({ students, onViewDetails }: ScheduleStudentListProps) => {
  if (students.length === 0) {
    return (
      <EmptyState
        icon={<GroupsRoundedIcon />}
        title="No students assigned"
        message="Nobody is assigned to this schedule, so there is nothing to analyse."
      />
    );
  }
  return (
    <BareList aria-label="Students" gap={1.5}>
      {students.map((student) => {
        const status = studentStatusChip(student.status);
        const headingId = `student-${student.id}-name`;
        return (
          <Card
            component="li"
            key={student.id}
            aria-labelledby={headingId}
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          >
            <Box sx={spreadRowSx('center')}>
              <Box sx={{ minWidth: 0 }}>
                <Typography id={headingId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {student.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {plural(student.completedAttempts, 'completed attempt')} of {student.totalAttempts}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip label={status.label} tone={status.tone} />
                {student.best ? (
                  <>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      Best {marksScoreText(student.best.score, student.best.totalMarks)}
                    </Typography>
                    <ScoreChip percentage={student.best.percentage} />
                    {student.best.timeSpent ? (
                      <Typography variant="body2" color="text.secondary">
                        {shortDuration(student.best.timeSpent)}
                      </Typography>
                    ) : null}
                  </>
                ) : null}
              </Box>
            </Box>
            {student.attempts.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                No attempts yet
              </Typography>
            ) : (
              <BareList ordered aria-label={`Attempts of ${student.name}`} sx={{ mt: 1.25 }}>
                {student.attempts.map((attempt) => (
                  <Box
                    component="li"
                    key={attempt.id || attempt.attemptNumber}
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      gap: 1,
                      py: 1,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography sx={{ fontWeight: 600, minWidth: 84 }}>
                      Attempt {attempt.attemptNumber}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 160px' }}>
                      {attempt.startTime
                        ? `Started ${formatDateTime(attempt.startTime)}`
                        : 'Start time not recorded'}
                    </Typography>
                    {attempt.isCompleted ? (
                      <>
                        {attempt.score !== null && attempt.totalMarks !== null ? (
                          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {marksScoreText(attempt.score, attempt.totalMarks)}
                          </Typography>
                        ) : null}
                        <ScoreChip percentage={attempt.percentage} />
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<InsightsRoundedIcon />}
                          onClick={() => onViewDetails(attempt, student)}
                          aria-label={`View Details of attempt ${attempt.attemptNumber} by ${student.name}`}
                        >
                          View Details
                        </Button>
                      </>
                    ) : (
                      <StatusChip label="In progress" tone="warning" />
                    )}
                  </Box>
                ))}
              </BareList>
            )}
          </Card>
        );
      })}
    </BareList>
  );
};

export const StudentRowsSkeleton = () => (
  <LoadingRegion label="Loading students" sx={{ display: 'grid', gap: 1.5 }}>
    {[0, 1, 2].map((key) => (
      <Card key={key} sx={{ p: 2 }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="25%" />
        <Skeleton variant="text" height={40} />
      </Card>
    ))}
  </LoadingRegion>
);
