import Box from '@mui/material/Box';
import { CardButton } from '../common/CardButton';
import { CardFoot } from '../common/CardFoot';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import type { ReactNode } from 'react';
import { StatusChip } from '../common/StatusChip';
import type { ScheduleItem } from './schedulesApi';
import { graceLabel } from './scheduleForm';
import { audienceLabel, durationLabel, formatWhen, statusChipOf } from './scheduleSections';

export interface ScheduleCardProps {
  schedule: ScheduleItem;
  onProgress: () => void;
  onEdit: () => void;
  onCancel: () => void;
  /** Release results (issue 16); without it the action is not offered */
  onReleaseResults?: () => void;
}

interface FactProps {
  term: string;
  children: ReactNode;
}

/** One line of the card's description list: "Starts  12 Mar 2026, 09:30". */
const Fact = ({ term, children }: FactProps) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '5.5rem minmax(0, 1fr)', gap: 1 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {term}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** A schedule: what, for whom and when, its status, and Progress, Edit and Cancel. */
export const ScheduleCard = ({
  schedule,
  onProgress,
  onEdit,
  onCancel,
  onReleaseResults,
}: ScheduleCardProps) => {
  const headingId = `schedule-${schedule.id}-title`;
  const chip = statusChipOf(schedule.status);
  const cancelled = schedule.status === 'cancelled';
  const closed = cancelled || schedule.status === 'completed';
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {schedule.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {schedule.exam?.title ?? 'Exam'}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <StatusChip label={chip.label} tone={chip.tone} />
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Fact term="For">{audienceLabel(schedule)}</Fact>
        <Fact term="Starts">
          {schedule.scheduledStartTime ? (
            <time dateTime={schedule.scheduledStartTime}>{formatWhen(schedule.scheduledStartTime)}</time>
          ) : (
            'Any time (no schedule)'
          )}
        </Fact>
        <Fact term="Ends">
          {schedule.scheduledEndTime ? (
            <time dateTime={schedule.scheduledEndTime}>{formatWhen(schedule.scheduledEndTime)}</time>
          ) : (
            'No end set'
          )}
        </Fact>
        <Fact term="Duration">{durationLabel(schedule.duration)}</Fact>
        {/* only when set: "None" on every card would be noise */}
        {schedule.scheduledEndTime && (schedule.settings.gracePeriodMinutes ?? 0) > 0 ? (
          <Fact term="Grace">{graceLabel(schedule.settings.gracePeriodMinutes ?? 0)}</Fact>
        ) : null}
        {schedule.settings.mock ? (
          <Fact term="Mock">
            {schedule.settings.mock.name}
            {schedule.settings.mock.targetScore === null
              ? ''
              : ` · target SAS ${schedule.settings.mock.targetScore}`}
          </Fact>
        ) : null}
        {schedule.settings.showResultsImmediately ? null : (
          <Fact term="Answers">
            {schedule.resultsReleasedAt ? (
              <>
                Released{' '}
                <time dateTime={schedule.resultsReleasedAt}>{formatWhen(schedule.resultsReleasedAt)}</time>
              </>
            ) : schedule.scheduledEndTime ? (
              'Shown to students after the end'
            ) : (
              'Shown to students once you release them'
            )}
          </Fact>
        )}
        {cancelled && schedule.cancellationReason ? (
          <Fact term="Reason">{schedule.cancellationReason}</Fact>
        ) : null}
      </Box>
      <CardFoot>
        <CardButton
          icon={<InsightsRoundedIcon />}
          label="Progress"
          ariaLabel={`Progress for ${schedule.title}`}
          onClick={onProgress}
        />
        {onReleaseResults && !schedule.settings.showResultsImmediately && !schedule.resultsReleasedAt ? (
          <CardButton
            icon={<LockOpenRoundedIcon />}
            label="Release results"
            ariaLabel={`Release results of ${schedule.title}`}
            onClick={onReleaseResults}
          />
        ) : null}
        {closed ? null : (
          <>
            <CardButton
              icon={<EditRoundedIcon />}
              label="Edit"
              ariaLabel={`Edit ${schedule.title}`}
              onClick={onEdit}
            />
            <CardButton
              color="error"
              icon={<EventBusyRoundedIcon />}
              label="Cancel"
              ariaLabel={`Cancel ${schedule.title}`}
              onClick={onCancel}
            />
          </>
        )}
      </CardFoot>
    </Card>
  );
};
