import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { PLAIN_LIST } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';
import type { TutorMessageItem } from './classroomState';

export interface TutorMessagesProps {
  messages: readonly TutorMessageItem[];
}

function sentAt(timestamp: string): string | null {
  const time = Date.parse(timestamp);
  return Number.isNaN(time)
    ? null
    : new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** 'Messages from Tutor': what the tutor sent to everyone in the session, newest first. */
export const TutorMessages = ({ messages }: TutorMessagesProps) => (
  <Card component="section" aria-labelledby="classroom-messages-heading" sx={{ p: 2, minWidth: 0 }}>
    <Typography id="classroom-messages-heading" variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
      Messages from Tutor
    </Typography>
    <Box role="log" aria-label="Messages from Tutor" aria-live="polite">
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No messages yet. Anything your tutor sends to the class appears here.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ ...PLAIN_LIST, display: 'grid', gap: 1, maxHeight: 320, overflowY: 'auto' }}
        >
          {messages.map((item, position) => {
            const time = sentAt(item.timestamp);
            return (
              <Box
                component="li"
                key={item.id}
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: position === 0 ? lightPalette.secondary.soft : 'background.default',
                  borderLeft: 4,
                  borderColor: position === 0 ? 'secondary.main' : 'divider',
                  minWidth: 0,
                }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {item.message}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.from || 'Your tutor'}
                  {time ? ` · ${time}` : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  </Card>
);
