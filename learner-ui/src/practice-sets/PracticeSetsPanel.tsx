import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import TrackChangesRoundedIcon from '@mui/icons-material/TrackChangesRounded';
import type { PracticeSetKind, PracticeSetsOverviewResponse } from '@portal/contracts';
import { errorMessage, LoadingRegion } from '@portal/ui-shared';
import { RetryAlert } from '../shell/ListStates';
import type { NavigateToPage } from '../shell/pages';
import { buildPracticeSet, fetchPracticeSetsOverview } from './practiceSetsApi';
import { clearedShare, mistakesCopy, weakTopicsCopy } from './practiceSetsCopy';

export interface PracticeSetsPanelProps {
  /** changes when the page's Refresh is pressed */
  reload: number;
  onNavigate: NavigateToPage;
}

type OverviewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; overview: PracticeSetsOverviewResponse };

const SIZES = [5, 10, 20] as const;
/** the two cards side by side from tablet width, stacked on a phone */
const TWO_CARDS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' };

interface SetCardProps {
  id: string;
  icon: ReactNode;
  accent: string;
  title: string;
  children: ReactNode;
}

/** One of the two set cards: an accent icon, a heading, what it would build, and its action. */
const SetCard = ({ id, icon, accent, title, children }: SetCardProps) => (
  <Card
    component="article"
    aria-labelledby={id}
    sx={{
      p: { xs: 2, sm: 2.5 },
      display: 'flex',
      flexDirection: 'column',
      gap: 1.25,
      minWidth: 0,
      borderTop: 6,
      borderTopColor: accent,
    }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flex: 'none',
          bgcolor: `${accent}1F`,
          color: accent,
        }}
      >
        {icon}
      </Box>
      <Typography variant="h3" id={id}>
        {title}
      </Typography>
    </Box>
    {children}
  </Card>
);

interface BuildButtonProps {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

const BuildButton = ({ label, busy, disabled, onClick }: BuildButtonProps) => (
  <Button
    variant="contained"
    size="large"
    onClick={onClick}
    disabled={disabled}
    aria-busy={busy || undefined}
    startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    sx={{ mt: 'auto', alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
  >
    {label}
  </Button>
);

/**
 * "Practise my weak topics" and "Review my mistakes" (issue 20 item 3): sets built for the student
 * from their tutor's practice papers, sat in the exam view and marked like any exam.
 */
export const PracticeSetsPanel = ({ reload, onNavigate }: PracticeSetsPanelProps) => {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [again, setAgain] = useState(0);
  const [size, setSize] = useState<number>(10);
  const [building, setBuilding] = useState<PracticeSetKind | null>(null);
  const [buildError, setBuildError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPracticeSetsOverview(controller.signal).then(
      (overview) => setState({ status: 'ready', overview }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            message: errorMessage(error, 'Your practice sets could not be loaded.'),
          });
        }
      },
    );
    return () => controller.abort();
  }, [reload, again]);

  const build = useCallback(
    (kind: PracticeSetKind) => {
      setBuilding(kind);
      setBuildError(null);
      buildPracticeSet(kind, size).then(
        (set) => onNavigate('take-exam', { examId: set.id, accessType: 'practice' }),
        (error: unknown) => {
          setBuilding(null);
          setBuildError(errorMessage(error, 'Your practice set could not be made. Please try again.'));
          setAgain((count) => count + 1);
        },
      );
    },
    [size, onNavigate],
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <LoadingRegion
        label="Loading your practice sets"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: TWO_CARDS }}
      >
        <Skeleton variant="rounded" height={230} />
        <Skeleton variant="rounded" height={230} />
      </LoadingRegion>
    );
  } else if (state.status === 'error') {
    body = (
      <RetryAlert
        title="Unable to load your practice sets"
        onRetry={() => {
          setState({ status: 'loading' });
          setAgain((count) => count + 1);
        }}
      >
        {state.message}
      </RetryAlert>
    );
  } else {
    const { overview } = state;
    const weak = weakTopicsCopy(overview);
    const mistakes = mistakesCopy(overview);
    const share = clearedShare(overview);
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: TWO_CARDS }}>
        <SetCard
          id="weak-topics-heading"
          icon={<TrackChangesRoundedIcon />}
          accent="#5B4BDB"
          title="Practise my weak topics"
        >
          {overview.weakTopics.categories.length > 0 && (
            <Box
              component="ul"
              aria-label="Your weakest topics"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
            >
              {overview.weakTopics.categories.map((topic) => (
                <li key={topic.category}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={
                      topic.percentage === null
                        ? `${topic.category} · new`
                        : `${topic.category} · ${topic.percentage}%`
                    }
                    sx={{ fontWeight: 700, maxWidth: '100%' }}
                  />
                </li>
              ))}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {weak.text}
          </Typography>
          <BuildButton
            label="Practise my weak topics"
            busy={building === 'weak-topics'}
            disabled={!weak.canBuild || building !== null}
            onClick={() => build('weak-topics')}
          />
        </SetCard>
        <SetCard
          id="mistakes-heading"
          icon={<ReplayRoundedIcon />}
          accent="#0F7B6C"
          title="Review my mistakes"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {!mistakes.canBuild && <EmojiEventsRoundedIcon aria-hidden sx={{ color: '#B7791F' }} />}
            <Typography sx={{ fontWeight: 700 }}>{mistakes.title}</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {mistakes.text}
          </Typography>
          {share !== null && share > 0 && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={share}
                aria-label="Mistakes cleared"
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="caption" color="text.secondary">
                {share}% of your mistakes cleared
              </Typography>
            </Box>
          )}
          {mistakes.canBuild && (
            <BuildButton
              label="Review my mistakes"
              busy={building === 'mistakes'}
              disabled={building !== null}
              onClick={() => build('mistakes')}
            />
          )}
        </SetCard>
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="practice-sets-heading"
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography variant="h2" id="practice-sets-heading">
            Practise smarter
          </Typography>
          <Typography color="text.secondary">
            Sets made just for you from your tutor’s practice papers, marked like any exam.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="practice-set-size-label" variant="body2" sx={{ fontWeight: 700 }}>
            Questions
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            aria-labelledby="practice-set-size-label"
            onChange={(_event, value: number | null) => {
              if (value !== null) {
                setSize(value);
              }
            }}
          >
            {SIZES.map((count) => (
              <ToggleButton key={count} value={count} sx={{ minWidth: 44 }}>
                {count}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Box>
      {buildError && (
        <Alert severity="info" role="alert" onClose={() => setBuildError(null)}>
          {buildError}
        </Alert>
      )}
      {body}
    </Box>
  );
};
