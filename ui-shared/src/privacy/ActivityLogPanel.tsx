import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import type { ProcessingActivity } from '@portal/contracts';
import { EmptyState } from '../feedback/EmptyState';
import { formatDateTime, processingActionLabel } from './privacyLabels';
import { PLAIN_LIST } from '../layout/plainList';

export interface ActivityLogPanelProps {
  activities: readonly ProcessingActivity[];
}

/** Spec 001 §3 "Processing activity": action, data type, purpose, date and a result chip. */
export const ActivityLogPanel = ({ activities }: ActivityLogPanelProps) => {
  if (activities.length === 0) {
    return (
      <EmptyState
        icon={<HistoryRoundedIcon />}
        title="No activity yet"
        message="When your data is viewed, changed or downloaded, it is listed here."
      />
    );
  }
  return (
    <Stack component="ol" spacing={1.5} sx={PLAIN_LIST} aria-label="Activity Log">
      {activities.map((activity) => {
        const ok = activity.resultStatus === 'success';
        return (
          <Paper component="li" key={activity.id} variant="outlined" sx={{ p: 2 }}>
            <Box
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {processingActionLabel(activity.action)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {activity.dataType} · {activity.purpose}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
                </Typography>
              </Box>
              <Chip
                size="small"
                label={ok ? 'Success' : activity.resultStatus}
                color={ok ? 'success' : 'warning'}
                sx={{ flexShrink: 0, textTransform: ok ? 'none' : 'capitalize' }}
              />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
};
