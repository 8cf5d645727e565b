import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { EmptyState, PLAIN_LIST, PageHeader, errorMessage } from '@portal/ui-shared';
import { ScoreBadge } from '../dashboard/ScoreBadge';
import { attemptDate, examTypeColours, examTypeLabel } from '../dashboard/dashboardFormat';
import { ListSkeleton, RetryAlert } from '../shell/ListStates';
import { ListToolbar, ToolbarSelect } from '../shell/ListToolbar';
import type { NavigateToPage } from '../shell/pages';
import type { ExamHistoryItem } from '@portal/contracts';
import { fetchExamHistory } from './historyApi';
import { badgeOf, matchesHistoryFilter, type HistoryBadgeKind, type HistoryFilter } from './historyBadge';

export interface ExamHistoryPageProps {
  onNavigate: NavigateToPage;
}

type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string; items: ExamHistoryItem[] }
  | { status: 'ready'; items: ExamHistoryItem[] };

const FILTERS: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'missed', label: 'Missed' },
  { value: 'upcoming', label: 'Upcoming' },
];

const BADGE_COLOURS: Record<HistoryBadgeKind, 'success' | 'info' | 'error' | 'primary' | 'default'> = {
  completed: 'success',
  in_progress: 'info',
  missed: 'error',
  available: 'primary',
  upcoming: 'default',
};

/** Exams History (spec 002 §2.8): every exam set for the student, with its badge and score. */
export const ExamHistoryPage = ({ onNavigate }: ExamHistoryPageProps) => {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');

  useEffect(() => {
    const controller = new AbortController();
    fetchExamHistory(controller.signal).then(
      (items) => {
        setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState((previous) => ({
            status: 'error',
            message: errorMessage(error, 'Please check your connection and try again.'),
            items: previous.status === 'loading' ? [] : previous.items,
          }));
        }
      },
    );
    return () => controller.abort();
  }, [reload]);

  const refresh = useCallback(() => setReload((count) => count + 1), []);

  const items = useMemo(() => (state.status === 'loading' ? [] : state.items), [state]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return items
      .map((item) => ({ item, badge: badgeOf(item.badge) }))
      .filter(({ item, badge }) => {
        if (!matchesHistoryFilter(badge.kind, filter)) {
          return false;
        }
        return (
          !q || [item.title, item.scheduleTitle, item.examType ?? ''].join(' ').toLowerCase().includes(q)
        );
      });
  }, [items, query, filter]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title="Exams History" subtitle="Every exam set for you, with your scores." />
      <ListToolbar searchLabel="Search history" query={query} onQueryChange={setQuery} onRefresh={refresh}>
        <ToolbarSelect label="Show" value={filter} options={FILTERS} onChange={setFilter} />
      </ListToolbar>
      {state.status === 'error' && (
        <RetryAlert title="Error Loading Exam History" onRetry={refresh}>
          {state.message}
        </RetryAlert>
      )}
      {state.status === 'loading' ? (
        <ListSkeleton label="Loading exam history" height={96} gap={1.5} />
      ) : shown.length === 0 ? (
        state.status === 'ready' && (
          <EmptyState
            icon={<HistoryRoundedIcon />}
            title={items.length === 0 ? 'No exams yet' : 'Nothing matches'}
            message={
              items.length === 0
                ? 'Exams your tutor sets will be listed here, with your scores once you finish them.'
                : 'Try another search or filter.'
            }
            actions={
              <Button variant="contained" onClick={() => onNavigate('exams')}>
                Take Practice Exam
              </Button>
            }
          />
        )
      ) : (
        <Box component="ul" aria-label="Exams" sx={{ ...PLAIN_LIST, display: 'grid', gap: 1.5 }}>
          {shown.map(({ item, badge }) => {
            const colours = examTypeColours(item.examType ?? '');
            const date = item.scheduledStartTime ?? item.scheduledEndTime;
            return (
              <Card
                component="li"
                key={item.id}
                aria-label={item.scheduleTitle || item.title}
                sx={{
                  p: { xs: 2, sm: 2.5 },
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                  borderLeft: 6,
                  borderLeftColor: colours.color,
                }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                    <Chip
                      size="small"
                      color={BADGE_COLOURS[badge.kind]}
                      label={badge.label}
                      data-badge={badge.kind}
                    />
                    {item.examType && (
                      <Chip
                        size="small"
                        label={examTypeLabel(item.examType)}
                        sx={{ bgcolor: colours.soft, color: colours.color, fontWeight: 700 }}
                      />
                    )}
                  </Box>
                  <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.scheduleTitle || item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      date ? attemptDate(date) : null,
                      item.duration ? `${item.duration} minutes` : null,
                      item.scheduledBy.name.trim() ? `Set by ${item.scheduledBy.name}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {badge.kind === 'completed' && item.attempt && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                    {item.attempt.percentage !== null && (
                      <ScoreBadge
                        percentage={item.attempt.percentage}
                        score={item.attempt.score}
                        totalMarks={item.attempt.totalMarks}
                        correctAnswers={item.attempt.correctAnswers}
                        totalQuestions={item.attempt.totalQuestions}
                      />
                    )}
                    <Button
                      variant="outlined"
                      onClick={() =>
                        item.attempt && onNavigate('exam-results', { attemptId: item.attempt.id })
                      }
                    >
                      View results
                    </Button>
                  </Box>
                )}
                {(badge.kind === 'available' || badge.kind === 'in_progress') && (
                  <Button
                    variant="contained"
                    onClick={() =>
                      onNavigate('exams', item.scheduleId ? { scheduleId: item.scheduleId } : undefined)
                    }
                  >
                    {badge.kind === 'in_progress' ? 'Resume' : 'Go to exam'}
                  </Button>
                )}
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
