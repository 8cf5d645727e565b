import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import AccessTimeRoundedIcon from '@mui/icons-material/AccessTimeRounded';
import LightbulbRoundedIcon from '@mui/icons-material/LightbulbRounded';
import { correctCountText, percentScoreText } from '@portal/contracts';
import { lightPalette, scoreColors } from '@portal/ui-shared/theme';
import { CARD_COLUMNS, errorMessage, PageHeader, LoadingRegion } from '@portal/ui-shared';
import { FigureCards, type FiguresLook } from '../dashboard/FigureCards';
import { visuallyHidden } from '../layout/visuallyHidden';
import { RetryAlert } from '../shell/ListStates';
import { ToolbarCard, ToolbarSelect } from '../shell/ListToolbar';
import type { NavigateToPage } from '../shell/pages';
import { MockScoresSection } from '../mock-scores/MockScoresSection';
import { PractiseWeakTopicsButton } from '../practice-sets/PractiseWeakTopicsButton';
import { fetchAnalytics, type AnalyticsData } from './analyticsApi';
import {
  DEFAULT_PERIOD,
  PERIODS,
  SUBJECT_FILTERS,
  categoryCards,
  categoryTone,
  recommendations,
  trendPoints,
  type CategoryTone,
  type Period,
  type SubjectFilter,
} from './analyticsLogic';

export interface AnalyticsPageProps {
  onNavigate: NavigateToPage;
  /** the signed-in student: their mock exams' standardised scores show here (issue 20) */
  studentId: string;
}

type AnalyticsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: AnalyticsData };

const TONE_COLOURS: Record<CategoryTone, { main: string; soft: string; text: string }> = {
  good: scoreColors.high,
  moderate: scoreColors.medium,
  poor: scoreColors.low,
};

const ANALYTICS_LOOK: FiguresLook = {
  labels: ['Exams taken', 'Average score', 'Best score', 'Study time'],
  averageColor: lightPalette.info.main,
  timeIcon: <AccessTimeRoundedIcon />,
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Performance Analytics, "My Progress" (spec 002 §2.9). */
export const AnalyticsPage = ({ onNavigate, studentId }: AnalyticsPageProps) => {
  const [subject, setSubject] = useState<SubjectFilter>('all');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [state, setState] = useState<AnalyticsState>({ status: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchAnalytics(subject, period, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: errorMessage(error, 'Failed to load your progress') });
        }
      },
    );
    return () => controller.abort();
  }, [subject, period, reload]);

  const retry = useCallback(() => setReload((count) => count + 1), []);
  const data = state.status === 'ready' ? state.data : null;
  const points = useMemo(() => (data ? trendPoints(data.trends) : []), [data]);
  const cards = useMemo(() => (data ? categoryCards(data.categories) : []), [data]);
  const advice = useMemo(
    () => (data ? recommendations(data.overview, data.categories, points.length) : []),
    [data, points.length],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PageHeader title="My Progress" subtitle="How you are doing in each subject." />
      <ToolbarCard>
        <ToolbarSelect
          label="Subject"
          value={subject}
          options={SUBJECT_FILTERS}
          onChange={setSubject}
          flex="1 1 200px"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label="Period"
          onChange={(_event, value: Period | null) => value && setPeriod(value)}
        >
          {PERIODS.map((days) => (
            <ToggleButton key={days} value={days} sx={{ px: 2 }}>
              {days} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </ToolbarCard>

      {state.status === 'error' && (
        <RetryAlert title="Failed to load your progress" onRetry={retry}>
          {state.message}
        </RetryAlert>
      )}

      {state.status === 'loading' && (
        <LoadingRegion label="Loading your progress" sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={130} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={300} />
        </LoadingRegion>
      )}

      {data && (
        <>
          <Box
            component="section"
            aria-label="Overview"
            sx={{
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <FigureCards figures={data.overview} look={ANALYTICS_LOOK} />
          </Box>

          <Card component="section" aria-labelledby="trend-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <Typography id="trend-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Your scores over the last {period} days
            </Typography>
            {points.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                No exams finished in this period yet.
              </Typography>
            ) : (
              <Box sx={{ width: '100%', minWidth: 0 }}>
                <LineChart
                  height={280}
                  xAxis={[
                    {
                      scaleType: 'point',
                      data: points.map((point) => dayFormat.format(Date.parse(`${point.day}T00:00:00Z`))),
                    },
                  ]}
                  yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
                  series={[
                    {
                      data: points.map((point) => point.score),
                      label: 'Average score',
                      color: lightPalette.primary.main,
                      valueFormatter: (value) => (value === null ? '' : `${value}%`),
                    },
                  ]}
                  margin={{ left: 8, right: 16 }}
                  hideLegend
                />
                <Box component="ul" sx={visuallyHidden}>
                  {points.map((point) => (
                    <li key={point.day}>
                      {point.day}: {percentScoreText(point.score)}
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </Card>

          <MockScoresSection studentId={studentId} />

          <Box component="section" aria-labelledby="categories-heading" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id="categories-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Topics
            </Typography>
            {cards.length > 0 && <PractiseWeakTopicsButton onNavigate={onNavigate} />}
            {cards.length === 0 ? (
              <Typography color="text.secondary">Finish an exam to see how you do in each topic.</Typography>
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: CARD_COLUMNS,
                }}
              >
                {cards.map((category) => {
                  const tone = categoryTone(category.averagePercentage);
                  const colours = TONE_COLOURS[tone];
                  return (
                    <Card
                      key={category.category}
                      component="article"
                      aria-label={category.category}
                      data-tone={tone}
                      sx={{ p: 2.5, display: 'grid', gap: 1, borderTop: 5, borderTopColor: colours.main }}
                    >
                      <Box
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          gap: 1,
                          alignItems: 'baseline',
                        }}
                      >
                        <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                          {category.category}
                        </Typography>
                        <Typography sx={{ fontWeight: 900, fontSize: '1.4rem', color: colours.text }}>
                          {Math.round(category.averagePercentage)}%
                        </Typography>
                      </Box>
                      <LinearProgress
                        variant="determinate"
                        value={Math.min(100, Math.max(0, category.averagePercentage))}
                        aria-label={`${category.category} average`}
                        sx={{
                          height: 10,
                          borderRadius: 5,
                          bgcolor: colours.soft,
                          '& .MuiLinearProgress-bar': { bgcolor: colours.main },
                        }}
                      />
                      <Typography variant="body2" color="text.secondary">
                        {correctCountText(category.totalCorrect, category.totalQuestions)} ·{' '}
                        {category.attempts} {category.attempts === 1 ? 'exam' : 'exams'}
                      </Typography>
                    </Card>
                  );
                })}
              </Box>
            )}
          </Box>

          <Card
            component="section"
            aria-labelledby="advice-heading"
            sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
          >
            <Typography id="advice-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Recommendations
            </Typography>
            {advice.map((item) => (
              <Box
                key={item.kind}
                data-kind={item.kind}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <LightbulbRoundedIcon aria-hidden sx={{ color: 'secondary.dark', mt: 0.25 }} />
                <Box>
                  <Typography sx={{ fontWeight: 800 }}>{item.title}</Typography>
                  <Typography color="text.secondary">{item.text}</Typography>
                </Box>
              </Box>
            ))}
            <Box>
              <Button variant="contained" onClick={() => onNavigate('exams')}>
                Take Practice Exam
              </Button>
            </Box>
          </Card>
        </>
      )}
    </Box>
  );
};
