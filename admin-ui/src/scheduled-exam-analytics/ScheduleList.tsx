import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import type { ScheduleSummary } from '@portal/contracts';
import { ScoreChip } from '../analytics-common/ScoreChip';
import { formatPercent, plural } from '../analytics-common/scores';
import { formatDateTime } from '../common/formatDate';
import { CardTitle } from '../common/CardTitle';
import { threeColumnGridSx } from '../common/cardGridSx';
import { StatusChip } from '../common/StatusChip';
import { scheduleStatusChip } from './scheduledAnalytics';
import { BareList } from '../common/BareList';
import { LoadingRegion } from '@portal/ui-shared';

export interface ScheduleListProps {
  schedules: readonly ScheduleSummary[];
  onOpen: (id: string) => void;
}

/** The scheduled exams (spec 002 §2.12, first view): status, participation and average. */
export const ScheduleList = ({ schedules, onOpen }: ScheduleListProps) => (
  <BareList aria-label="Scheduled exams" sx={threeColumnGridSx}>
    {schedules.map((schedule) => {
      const status = scheduleStatusChip(schedule.status);
      const stats = schedule.statistics;
      const headingId = `schedule-${schedule.id}-title`;
      return (
        <Box component="li" key={schedule.id} sx={{ minWidth: 0 }}>
          <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
            <CardActionArea
              // named by what it shows, title first (WCAG 2.5.3: the visible words are in the name)
              onClick={() => onOpen(schedule.id)}
              sx={{
                p: { xs: 1.5, sm: 2 },
                height: '100%',
                display: 'grid',
                gap: 1.25,
                alignContent: 'start',
              }}
            >
              <Box
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <CardTitle id={headingId}>{schedule.title}</CardTitle>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[schedule.exam.title, schedule.duration ? `${schedule.duration} min` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                  <StatusChip label={status.label} tone={status.tone} />
                  <ChevronRightRoundedIcon color="action" aria-hidden />
                </Box>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {schedule.scheduledStartTime
                  ? `Starts ${formatDateTime(schedule.scheduledStartTime)}`
                  : 'No fixed start (assignment)'}
              </Typography>
              <Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2">
                    Participation{' '}
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {formatPercent(stats.participationRate)}
                    </Box>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {stats.studentsAttempted} of {plural(stats.totalAssigned, 'student')} ·{' '}
                    {plural(stats.completedAttempts, 'completed attempt')}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.max(0, Math.min(100, stats.participationRate))}
                  aria-hidden
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  Average
                </Typography>
                {stats.averagePercentage === null ? (
                  <Typography variant="body2" color="text.secondary">
                    No results yet
                  </Typography>
                ) : (
                  <ScoreChip percentage={stats.averagePercentage} />
                )}
              </Box>
            </CardActionArea>
          </Card>
        </Box>
      );
    })}
  </BareList>
);

export const ScheduleListSkeleton = () => (
  <LoadingRegion
    label="Loading scheduled exams"
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
    }}
  >
    {[0, 1, 2, 3].map((key) => (
      <Card key={key} sx={{ p: 2 }}>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.2rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={6} sx={{ mt: 2 }} />
        <Skeleton variant="text" width="30%" sx={{ mt: 1 }} />
      </Card>
    ))}
  </LoadingRegion>
);
