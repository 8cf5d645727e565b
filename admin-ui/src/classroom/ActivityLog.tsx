import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ClearAllRoundedIcon from '@mui/icons-material/ClearAllRounded';
import { useId } from 'react';
import type { LogEntry, LogTone } from './activityLog';
import { BareList } from '../common/BareList';
import { outlinedSx } from '../common/outlinedSx';

export interface ActivityLogProps {
  entries: readonly LogEntry[];
  onClear: () => void;
}

/** Spec 002 §9: the tutor's activity log panel is 256 px high. */
export const ACTIVITY_LOG_HEIGHT = 256;

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const toneColor = (tone: LogTone) => (theme: Theme) =>
  tone === 'info'
    ? theme.palette.text.primary
    : theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'];

/**
 * What happened in the classroom, newest first. Not a live region: a class answering at once would
 * flood a screen reader; the page announces joins, submissions and errors on its own.
 */
export const ActivityLog = ({ entries, onClear }: ActivityLogProps) => {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={`${id}-heading`} variant="h2">
          Activity Log
        </Typography>
        <Button
          size="small"
          startIcon={<ClearAllRoundedIcon />}
          onClick={onClear}
          disabled={entries.length === 0}
        >
          Clear Log
        </Button>
      </Box>
      <Box
        role="log"
        aria-live="off"
        aria-labelledby={`${id}-heading`}
        tabIndex={0}
        sx={{
          height: ACTIVITY_LOG_HEIGHT,
          overflowY: 'auto',
          ...outlinedSx,
          bgcolor: 'action.hover',
          p: 1,
        }}
      >
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            No activity yet. Connections, answers, submissions and messages appear here.
          </Typography>
        ) : (
          <BareList ordered reversed gap={0.25}>
            {entries.map((entry) => (
              <Typography
                component="li"
                key={entry.id}
                variant="body2"
                sx={{
                  display: 'flex',
                  gap: 1,
                  overflowWrap: 'anywhere',
                  minWidth: 0,
                  color: toneColor(entry.tone),
                }}
              >
                <Box
                  component="time"
                  dateTime={entry.at}
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flex: '0 0 auto' }}
                >
                  {time.format(new Date(entry.at))}
                </Box>
                <Box component="span" sx={{ minWidth: 0 }}>
                  {entry.text}
                </Box>
              </Typography>
            ))}
          </BareList>
        )}
      </Box>
    </Card>
  );
};
