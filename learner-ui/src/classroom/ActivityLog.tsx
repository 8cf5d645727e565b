import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { PLAIN_LIST } from '@portal/ui-shared';
import type { LogEntry, LogTone } from './classroomState';

/** Spec 002 §9: the student's activity log panel is 192 px high. */
export const ACTIVITY_LOG_HEIGHT = 192;

const TONE_COLOR: Record<LogTone, string> = {
  info: 'info.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
};

export interface ActivityLogProps {
  entries: readonly LogEntry[];
}

function clockTime(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** What happened in the classroom, newest first, in a fixed-height scrolling panel. */
export const ActivityLog = ({ entries }: ActivityLogProps) => (
  <Card component="section" aria-labelledby="classroom-activity-heading" sx={{ p: 2, minWidth: 0 }}>
    <Typography id="classroom-activity-heading" variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
      Activity Log
    </Typography>
    <Box
      role="log"
      aria-label="Activity Log"
      aria-live="off"
      tabIndex={0}
      sx={{
        height: ACTIVITY_LOG_HEIGHT,
        overflowY: 'auto',
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        p: 1,
      }}
    >
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          Nothing yet. Join the classroom to get started.
        </Typography>
      ) : (
        <Box component="ol" sx={{ ...PLAIN_LIST, display: 'grid', gap: 0.5 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'baseline', fontSize: '0.875rem', minWidth: 0 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: TONE_COLOR[entry.tone],
                  alignSelf: 'center',
                }}
              />
              <Box
                component="time"
                dateTime={new Date(entry.at).toISOString()}
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
              >
                {clockTime(entry.at)}
              </Box>
              <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {entry.text}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  </Card>
);
