import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { useId } from 'react';
import { formatTime } from '../common/formatDate';
import { sessionAge } from './sessionRecord';
import { STAGE_HEADING_PROPS } from './stageFocus';

export interface ResumeSessionCardProps {
  sessionId: string;
  sessionTitle: string;
  startedAt: string;
  now: Date;
  onResume: () => void;
  onStartNew: () => void;
}

/** Resumable (spec 002 §4): a session this tutor started in the last 240 minutes. */
export const ResumeSessionCard = ({
  sessionId,
  sessionTitle,
  startedAt,
  now,
  onResume,
  onStartNew,
}: ResumeSessionCardProps) => {
  const id = useId();
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <HistoryRoundedIcon color="primary" aria-hidden />
        <Typography id={`${id}-heading`} {...STAGE_HEADING_PROPS} variant="h2">
          Previous Session Found
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75, columnGap: 2 }}
      >
        <Typography component="dt" color="text.secondary">
          Title
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {sessionTitle || 'Untitled session'}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Code
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'ui-monospace, monospace', fontWeight: 700 }}>
          {sessionId}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Started
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatTime(startedAt)} ({sessionAge(startedAt, now)})
        </Typography>
      </Box>
      <Typography color="text.secondary">
        Resume it to see your students, their answers and scores again, or start a new session with a new
        code.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PlayArrowRoundedIcon />} onClick={onResume}>
          Resume Session
        </Button>
        <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={onStartNew}>
          Start New Session
        </Button>
      </Box>
    </Card>
  );
};
