import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import type { TakingRules } from '@portal/contracts';
import type { SaveStatus } from './autosave';
import { ExamTimer } from './ExamTimer';
import { SaveIndicator } from './SaveIndicator';
import { mayPause } from './takingRulesView';
import type { PauseView } from './useExamAttempt';

export interface ExamHeaderProps {
  title: string;
  saveStatus: SaveStatus;
  offline: boolean;
  rules: TakingRules | null;
  remaining: number;
  totalSeconds: number;
  pause: PauseView;
  /** nothing can be done now (loading, submitting) */
  busy: boolean;
  count: number;
  onPause: () => void;
  onSubmit: () => void;
}

/** The sticky bar of a running exam: title, save state, timer, Pause and Submit. */
export const ExamHeader = ({
  title,
  saveStatus,
  offline,
  rules,
  remaining,
  totalSeconds,
  pause,
  busy,
  count,
  onPause,
  onSubmit,
}: ExamHeaderProps) => (
  <Card
    component="header"
    sx={{
      p: { xs: 1.5, sm: 2 },
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: { xs: 1, sm: 2 },
      position: 'sticky',
      top: { xs: 64, md: 8 },
      zIndex: 2,
    }}
  >
    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.2rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <SaveIndicator status={saveStatus} offline={offline} />
    </Box>
    {rules?.showTimer !== false && <ExamTimer remaining={remaining} total={totalSeconds} />}
    {rules?.allowPause && (
      <Button
        variant="outlined"
        size="large"
        startIcon={
          pause.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PauseRoundedIcon />
        }
        aria-busy={pause.busy || undefined}
        onClick={onPause}
        disabled={busy || pause.busy || !mayPause(rules, pause.state)}
      >
        {mayPause(rules, pause.state) ? 'Pause' : 'No pause left'}
      </Button>
    )}
    <Button
      variant="contained"
      size="large"
      startIcon={<SendRoundedIcon />}
      onClick={onSubmit}
      disabled={busy || count === 0}
    >
      Submit
    </Button>
  </Card>
);
