import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import StopCircleRoundedIcon from '@mui/icons-material/StopCircleRounded';
import { useId, useState } from 'react';
import { formatTime } from '../common/formatDate';
import type { ClassroomState, StudentRow } from './classroomState';
import { sessionCounters } from './sessionStats';
import { ActivityLog } from './ActivityLog';
import type { LogEntry } from './activityLog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { QuestionPanel } from './QuestionPanel';
import { SessionCodeDisplay } from './SessionCodeDisplay';
import { SessionCounters } from './SessionCounters';
import { StudentTable } from './StudentTable';
import { TutorMessageBox } from './TutorMessageBox';
import { spreadRowSx } from '../common/spreadRowSx';
import { STAGE_HEADING_PROPS } from './stageFocus';

export interface ActiveSessionProps {
  state: ClassroomState;
  connected: boolean;
  log: readonly LogEntry[];
  onEnd: () => void;
  onSendMessage: (message: string) => boolean;
  onReset: (studentId: string) => void;
  onClearLog: () => void;
  onBackToDashboard: () => void;
  /** when the quiz's clock started, on this browser's clock (issue 16) */
  quizStartedAt?: number | null;
}

/** Active (spec 002 §2.13): the running session, its counters, question, students and log. */
export const ActiveSession = ({
  state,
  connected,
  log,
  onEnd,
  onSendMessage,
  onReset,
  onClearLog,
  onBackToDashboard,
  quizStartedAt = null,
}: ActiveSessionProps) => {
  const id = useId();
  const [questionIndex, setQuestionIndex] = useState(0);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [resetting, setResetting] = useState<StudentRow | null>(null);
  const { quiz, students } = state;
  const code = state.sessionId ?? '';

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Box sx={spreadRowSx('flex-start', 2)}>
          <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
            <Typography variant="overline" color="success.main" sx={{ lineHeight: 1.2 }}>
              Live session
            </Typography>
            <Typography
              id={`${id}-heading`}
              {...STAGE_HEADING_PROPS}
              variant="h2"
              sx={{ fontSize: '1.45rem', overflowWrap: 'anywhere' }}
            >
              {state.sessionTitle}
            </Typography>
            <SessionCodeDisplay code={code} size="medium" />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {quiz ? `Quiz: ${quiz.title} · ` : ''}
              Started {formatTime(state.startedAt)}
              {state.quizSent ? '' : ' · sending the quiz…'}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<ArrowBackRoundedIcon />} onClick={onBackToDashboard}>
              Back to Dashboard
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<StopCircleRoundedIcon />}
              onClick={() => setConfirmEnd(true)}
              disabled={!connected}
              {...(connected ? {} : { 'aria-describedby': `${id}-offline` })}
            >
              End Session
            </Button>
          </Box>
        </Box>
        {connected ? null : (
          <Alert id={`${id}-offline`} severity="warning" sx={{ mt: 2 }}>
            Not connected. Students keep their answers; reconnect to see new ones, send messages or end the
            session.
          </Alert>
        )}
      </Card>

      <SessionCounters counters={sessionCounters(students)} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          minWidth: 0,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {quiz ? (
          <QuestionPanel
            quiz={quiz}
            index={questionIndex}
            onIndexChange={setQuestionIndex}
            students={students}
            quizStartedAt={quizStartedAt}
          />
        ) : (
          <Alert severity="info">Waiting for the quiz…</Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <TutorMessageBox connected={connected} onSend={onSendMessage} />
          <ActivityLog entries={log} onClear={onClearLog} />
        </Box>
      </Box>

      {quiz ? (
        <StudentTable quiz={quiz} students={students} sessionCode={code} onReset={setResetting} />
      ) : null}

      <ConfirmDialog
        open={confirmEnd}
        title="End this session?"
        message="Students are told the session has ended and can no longer answer. Their answers and scores stay on this screen."
        confirmLabel="End Session"
        cancelLabel="Keep Session Open"
        confirmIcon={<StopCircleRoundedIcon />}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          onEnd();
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={`Reset ${resetting?.name ?? 'student'}?`}
        message="Their answers and score are cleared and they start the quiz again from the first question."
        confirmLabel="Reset"
        confirmIcon={<RestartAltRoundedIcon />}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (resetting) {
            onReset(resetting.id);
          }
          setResetting(null);
        }}
      />
    </Box>
  );
};
