import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import { BareList } from '../common/BareList';
import { useId, type ReactNode, type Ref } from 'react';
import { CLASSROOM_LIMITS } from '@portal/contracts';
import type { SelectedQuiz } from './quizDraft';
import { SessionCodeDisplay } from './SessionCodeDisplay';
import { TUTOR_MESSAGES } from './tutorMessages';
import { STAGE_HEADING_PROPS } from './stageFocus';

export const DEFAULT_SESSION_TITLE = 'Math Quiz Session';

export interface SessionSetupProps {
  title: string;
  onTitleChange: (title: string) => void;
  code: string;
  onRegenerate: () => void;
  selected: SelectedQuiz | null;
  onUseSample: () => void;
  connected: boolean;
  builderOpen: boolean;
  onToggleBuilder: (open: boolean) => void;
  onStart: () => void;
  /** the Quiz Builder, shown under the setup by the Create/Select Quiz toggle */
  builder: ReactNode;
  startRef?: Ref<HTMLButtonElement>;
  toggleRef?: Ref<HTMLButtonElement>;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Setup (spec 002 §2.13): title, code, the chosen quiz, and Start Session once all is ready. */
export const SessionSetup = ({
  title,
  onTitleChange,
  code,
  onRegenerate,
  selected,
  onUseSample,
  connected,
  builderOpen,
  onToggleBuilder,
  onStart,
  builder,
  startRef,
  toggleRef,
}: SessionSetupProps) => {
  const id = useId();
  const warnings = [
    ...(connected ? [] : [TUTOR_MESSAGES.mustBeConnected]),
    ...(selected ? [] : [TUTOR_MESSAGES.selectQuiz]),
  ];
  const builderId = `${id}-builder`;
  const warningsId = `${id}-warnings`;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography id={`${id}-heading`} {...STAGE_HEADING_PROPS} variant="h2" sx={{ mb: 2 }}>
          New session
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}>
          <TextField
            label="Session title"
            value={title}
            onChange={(event) => onTitleChange(event.target.value)}
            helperText={`Students see this title. Left blank, it is "${DEFAULT_SESSION_TITLE}".`}
            slotProps={{ htmlInput: { maxLength: CLASSROOM_LIMITS.maxTitleLength } }}
            fullWidth
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75, fontWeight: 600 }}>
              Session code
            </Typography>
            <SessionCodeDisplay code={code} onRegenerate={onRegenerate} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              Students enter this code to join. Generate a new one if it has been shared by mistake.
            </Typography>
          </Box>
          {selected ? (
            <Alert
              severity="success"
              icon={<QuizRoundedIcon />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onToggleBuilder(true)}
                  aria-controls={builderId}
                >
                  Change
                </Button>
              }
              sx={{ alignItems: 'center', '& .MuiAlert-message': { minWidth: 0 } }}
            >
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                Selected quiz: {selected.quiz.title}
              </Typography>
              <Typography variant="body2">
                {plural(selected.quiz.questions.length, 'question')}
                {selected.templateId === null ? ' · built-in sample' : ''}
              </Typography>
            </Alert>
          ) : (
            <Alert severity="info">
              No quiz selected yet. Choose a saved quiz, build a new one, or use the 3-question sample.
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" color="inherit" size="small" onClick={onUseSample}>
                  Use Sample Quiz
                </Button>
              </Box>
            </Alert>
          )}
          {warnings.length > 0 ? (
            <BareList id={warningsId} aria-label="Before you can start" gap={0.5}>
              {warnings.map((warning) => (
                <Typography
                  key={warning}
                  component="li"
                  variant="body2"
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    color: (theme) => theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'],
                  }}
                >
                  <WarningAmberRoundedIcon fontSize="small" aria-hidden />
                  {warning}
                </Typography>
              ))}
            </BareList>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              ref={startRef}
              variant="contained"
              size="large"
              startIcon={<PlayArrowRoundedIcon />}
              disabled={warnings.length > 0}
              onClick={onStart}
              {...(warnings.length > 0 ? { 'aria-describedby': warningsId } : {})}
            >
              Start Session
            </Button>
            <Button
              ref={toggleRef}
              variant="outlined"
              size="large"
              startIcon={builderOpen ? <ExpandLessRoundedIcon /> : <EditNoteRoundedIcon />}
              onClick={() => onToggleBuilder(!builderOpen)}
              aria-expanded={builderOpen}
              aria-controls={builderId}
            >
              {builderOpen ? 'Hide Quiz Builder' : 'Create/Select Quiz'}
            </Button>
          </Box>
        </Box>
      </Card>
      <Collapse in={builderOpen} id={builderId}>
        {builder}
      </Collapse>
    </Box>
  );
};
