import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CLASSROOM_LIMITS } from '@portal/contracts';

export interface TutorMessageBoxProps {
  connected: boolean;
  /** true when the message went out */
  onSend: (message: string) => boolean;
}

/** A message to all students of the session (spec 002 §2.13); it must not be blank (§5). */
export const TutorMessageBox = ({ connected, onSend }: TutorMessageBoxProps) => {
  const id = useId();
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState('');
  const blank = message.trim() === '';

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || !connected) {
      return;
    }
    if (onSend(message)) {
      setSent(`Sent to all students: "${message.trim()}"`);
      setMessage('');
    }
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 1.5 }}>
        Message to students
      </Typography>
      <Box component="form" onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          label="Message to all students"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setSent('');
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={2}
          maxRows={5}
          fullWidth
          helperText={`${message.length}/${CLASSROOM_LIMITS.maxMessageLength} · Enter sends, Shift+Enter for a new line`}
          slotProps={{ htmlInput: { maxLength: CLASSROOM_LIMITS.maxMessageLength } }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendRoundedIcon />}
            disabled={blank || !connected}
          >
            Send Message
          </Button>
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {connected ? sent : 'Connect to send messages'}
          </Typography>
        </Box>
      </Box>
    </Card>
  );
};
