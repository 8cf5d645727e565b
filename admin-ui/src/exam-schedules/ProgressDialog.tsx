import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import GroupOffRoundedIcon from '@mui/icons-material/GroupOffRounded';
import { useState } from 'react';
import { EmptyState, LoadingState } from '@portal/ui-shared';
import { CopyField } from '../common/CopyField';
import { StatusChip } from '../common/StatusChip';
import { usePhoneDialog } from '../students/usePhoneDialog';
import { bestLabel, progressChipOf } from './progressLabels';
import type { ScheduleItem, ScheduleProgress } from './schedulesApi';
import { SCHEDULE_BANNERS } from './scheduleMessages';
import { directLink } from './scheduleSections';
import { useScheduleProgress } from './useSchedules';

export interface ProgressDialogProps {
  /** null when closed */
  schedule: ScheduleItem | null;
  onClose: () => void;
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
          <Box key={figure.label} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
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

const StudentRows = ({
  rows,
  totalMarks,
}: {
  rows: ScheduleProgress['studentProgress'];
  totalMarks: number | null;
}) =>
  rows.length === 0 ? (
    <EmptyState
      headingLevel={3}
      icon={<GroupOffRoundedIcon />}
      title="No students"
      message="Nobody is assigned to this schedule."
    />
  ) : (
    <Box
      component="ul"
      aria-label="Student progress"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => {
        const { student } = row.assignment;
        const chip = progressChipOf(row.status);
        return (
          <Box
            component="li"
            key={student.id}
            sx={{
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) auto minmax(0, 1fr)' },
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
            <Box>
              <StatusChip label={chip.label} tone={chip.tone} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Best {bestLabel(row.bestScore, row.bestPercentage, totalMarks)} · {row.attemptCount} attempt
              {row.attemptCount === 1 ? '' : 's'}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );

/** Spec 002 §2.3 "Progress Overview": statistics, each student's progress, and the direct link. */
export const ProgressDialog = ({ schedule, onClose, onShowResults }: ProgressDialogProps) => {
  const fullScreen = usePhoneDialog();
  // the last schedule stays on screen while the dialog fades out
  const [shown, setShown] = useState(schedule);
  if (schedule && schedule !== shown) {
    setShown(schedule);
  }
  const progress = useScheduleProgress(shown?.id, schedule !== null);

  let body;
  if (progress.isPending) {
    body = <LoadingState message="Loading progress…" />;
  } else if (progress.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
            Retry
          </Button>
        }
      >
        {SCHEDULE_BANNERS.progressFailed}
      </Alert>
    );
  } else {
    body = (
      <>
        <Statistics statistics={progress.data.statistics} />
        <Typography variant="h3" component="h3" sx={{ mt: 1 }}>
          Students
        </Typography>
        <StudentRows rows={progress.data.studentProgress} totalMarks={shown?.exam.totalMarks ?? null} />
      </>
    );
  }

  return (
    <Dialog
      open={schedule !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="progress-dialog-title"
    >
      <DialogTitle id="progress-dialog-title" sx={{ pr: 7 }}>
        Progress Overview
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {shown?.title}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
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
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
