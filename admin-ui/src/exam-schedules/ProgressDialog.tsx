import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import GppMaybeRoundedIcon from '@mui/icons-material/GppMaybeRounded';
import GroupOffRoundedIcon from '@mui/icons-material/GroupOffRounded';
import MoreTimeRoundedIcon from '@mui/icons-material/MoreTimeRounded';
import { useState } from 'react';
import { EmptyState, QueryState } from '@portal/ui-shared';
import { AccommodationDialog, type AccommodationTarget } from '../accommodations/AccommodationDialog';
import { CopyField } from '../common/CopyField';
import { StatusChip } from '../common/StatusChip';
import { byKindText, integrityCountText, integrityOf } from '../exam-results/integrityLabels';
import { bestLabel, progressChipOf } from './progressLabels';
import type { ScheduleItem, ScheduleProgress } from './schedulesApi';
import { ScheduleDialogFrame, type ScheduleDialogProps } from './ScheduleDialogFrame';
import { SCHEDULE_BANNERS } from './scheduleMessages';
import { directLink, formatWhen } from './scheduleSections';
import { useScheduleProgress } from './useSchedules';
import { useLastShown } from '../common/useLastShown';
import { CloseActions } from '../common/CloseActions';
import { BareList } from '../common/BareList';
import { outlinedSx } from '../common/outlinedSx';

export interface ProgressDialogProps extends ScheduleDialogProps {
  onShowResults: (schedule: ScheduleItem) => void;
}

const Statistics = ({ statistics }: { statistics: ScheduleProgress['statistics'] }) => {
  const figures = [
    { label: 'Students', value: statistics.totalStudents },
    { label: 'Completed', value: statistics.completedAttempts },
    { label: 'In progress', value: statistics.inProgressAttempts },
    { label: 'Not started', value: statistics.notStarted },
  ];
  return (
    <Box>
      <Box
        component="dl"
        aria-label="Statistics"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ p: 1.5, ...outlinedSx }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Typography id="completion-rate-label" variant="body2" sx={{ fontWeight: 600 }}>
          Completion rate: {Math.round(statistics.completionRate)}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(100, statistics.completionRate))}
          aria-labelledby="completion-rate-label"
          sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
        />
      </Box>
    </Box>
  );
};

type ProgressRow = ScheduleProgress['studentProgress'][number];

/**
 * "2 integrity events" with what and when in its description (issue 16 item 3); nothing when the
 * attempt recorded none. Focusable, so the details reach keyboard and screen-reader users too.
 */
const IntegrityChip = ({ row }: { row: ProgressRow }) => {
  const integrity = integrityOf(row);
  if (!integrity) {
    return null;
  }
  const last = integrity.lastAt ? `last at ${formatWhen(integrity.lastAt)}` : '';
  const details = [byKindText(integrity), last].filter(Boolean).join(' · ');
  return (
    <Tooltip title={details} describeChild>
      <span>
        <StatusChip
          label={integrityCountText(integrity.count)}
          tone="warning"
          icon={<GppMaybeRoundedIcon />}
        />
        <Box component="span" sx={visuallyHidden}>
          {details}
        </Box>
      </span>
    </Tooltip>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const StudentRows = ({
  rows,
  totalMarks,
  onAdjust,
}: {
  rows: ScheduleProgress['studentProgress'];
  totalMarks: number | null;
  onAdjust: (row: ProgressRow) => void;
}) =>
  rows.length === 0 ? (
    <EmptyState
      headingLevel={3}
      icon={<GroupOffRoundedIcon />}
      title="No students"
      message="Nobody is assigned to this schedule."
    />
  ) : (
    <BareList aria-label="Student progress" gap={1}>
      {rows.map((row) => {
        const { student } = row.assignment;
        const chip = progressChipOf(row.status);
        return (
          <Box
            component="li"
            key={student.id}
            sx={{
              p: 1.5,
              ...outlinedSx,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) auto minmax(0, 1fr) auto' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {student.firstName} {student.lastName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {student.email}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <StatusChip label={chip.label} tone={chip.tone} />
              <IntegrityChip row={row} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Best {bestLabel(row.bestScore, row.bestPercentage, totalMarks)} · {row.attemptCount} attempt
              {row.attemptCount === 1 ? '' : 's'}
            </Typography>
            <Box>
              <Button
                size="small"
                variant="outlined"
                startIcon={<MoreTimeRoundedIcon />}
                onClick={() => onAdjust(row)}
                aria-label={`Adjust time for ${student.firstName} ${student.lastName}`}
              >
                Adjust time
              </Button>
            </Box>
          </Box>
        );
      })}
    </BareList>
  );

/** Spec 002 §2.3 "Progress Overview": statistics, each student's progress, and the direct link. */
export const ProgressDialog = ({ schedule, onClose, onShowResults }: ProgressDialogProps) => {
  const shown = useLastShown(schedule);
  const progress = useScheduleProgress(shown?.id, schedule !== null);
  const [adjusting, setAdjusting] = useState<AccommodationTarget | null>(null);
  const adjust = (row: ProgressRow) => {
    const { student } = row.assignment;
    if (shown) {
      setAdjusting({
        student: { id: student.id, name: `${student.firstName} ${student.lastName}`, detail: student.email },
        schedule: { id: shown.id, title: shown.title, duration: shown.duration },
      });
    }
  };

  const body = (
    <QueryState
      loading={progress.isPending}
      loadingMessage="Loading progress…"
      error={progress.isError && SCHEDULE_BANNERS.progressFailed}
      onRetry={() => void progress.refetch()}
    >
      {() =>
        progress.data ? (
          <>
            <Statistics statistics={progress.data.statistics} />
            <Typography variant="h3" component="h3" sx={{ mt: 1 }}>
              Students
            </Typography>
            <StudentRows
              rows={progress.data.studentProgress}
              totalMarks={shown?.exam.totalMarks ?? null}
              onAdjust={adjust}
            />
          </>
        ) : null
      }
    </QueryState>
  );

  return (
    <ScheduleDialogFrame
      open={schedule !== null}
      onClose={onClose}
      titleId="progress-dialog-title"
      title="Progress Overview"
      scheduleTitle={shown?.title}
      contentGap={2}
      actions={
        <>
          <CloseActions onClose={onClose}>
            <Button
              variant="outlined"
              startIcon={<FactCheckRoundedIcon />}
              onClick={() => {
                if (shown) {
                  onShowResults(shown);
                }
              }}
              sx={{ mr: 'auto' }}
            >
              Detailed Results and Answers
            </Button>
          </CloseActions>
          <AccommodationDialog
            target={adjusting}
            onClose={() => setAdjusting(null)}
            onSaved={() => void progress.refetch()}
          />
        </>
      }
    >
      {shown ? (
        // the link a student opens the schedule with (spec 002 §2.3)
        <CopyField
          id="direct-link"
          label="Direct link for students"
          value={directLink(window.location.origin, shown.id)}
          what="link"
          copiedMessage="Link copied to the clipboard."
        />
      ) : null}
      {body}
    </ScheduleDialogFrame>
  );
};
