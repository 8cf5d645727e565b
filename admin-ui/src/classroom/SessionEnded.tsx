import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { useId } from 'react';
import { formatTime } from '../common/formatDate';
import type { ClassroomState } from './classroomState';
import { sessionSummary } from './sessionStats';
import { StudentTable } from './StudentTable';
import { STAGE_HEADING_PROPS } from './stageFocus';

export interface SessionEndedProps {
  state: ClassroomState;
  onStartNew: () => void;
  onBackToDashboard: () => void;
}

/** Ended (spec 002 §4): the summary and the final table; nothing more can change. */
export const SessionEnded = ({ state, onStartNew, onBackToDashboard }: SessionEndedProps) => {
  const id = useId();
  const summary = sessionSummary(state.students);
  const figures = [
    { label: 'Students', value: String(summary.students) },
    { label: 'Submitted', value: String(summary.submitted) },
    { label: 'Average score', value: summary.averagePercent === null ? '—' : `${summary.averagePercent}%` },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card
        component="section"
        aria-labelledby={`${id}-heading`}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <FlagRoundedIcon color="primary" aria-hidden />
          <Typography id={`${id}-heading`} {...STAGE_HEADING_PROPS} variant="h2" sx={{ fontSize: '1.45rem' }}>
            Session Ended
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {state.sessionTitle} ({state.sessionId}) ran from {formatTime(state.startedAt)} to{' '}
          {formatTime(state.endedAt)}. Students were told the session has ended.
        </Typography>
        <Box
          component="dl"
          aria-label="Session summary"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          }}
        >
          {figures.map((figure) => (
            <Box key={figure.label} sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem' }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={onStartNew}>
            Start New Session
          </Button>
          <Button startIcon={<ArrowBackRoundedIcon />} onClick={onBackToDashboard}>
            Back to Dashboard
          </Button>
        </Box>
      </Card>
      {state.quiz && state.students.length > 0 ? (
        <StudentTable quiz={state.quiz} students={state.students} sessionCode={state.sessionId ?? ''} />
      ) : null}
    </Box>
  );
};
