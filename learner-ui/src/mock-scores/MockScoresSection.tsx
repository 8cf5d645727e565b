import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import type { OwnMocksResponse } from '@portal/contracts';
import { MOCK_MESSAGES } from '@portal/contracts';
import { lightPalette } from '@portal/ui-shared/theme';
import { errorMessage } from '@portal/ui-shared';
import { visuallyHidden } from '../layout/visuallyHidden';
import { RetryAlert } from '../shell/ListStates';
import { fetchOwnMocks } from './mockScoresApi';
import { mockNote, overallScore, paperText, targetText, trendPoints } from './mockScoresLogic';

export interface MockScoresSectionProps {
  studentId: string;
}

type MockState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: OwnMocksResponse };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "My mock exams" on My Progress (issue 20): the child's standardised scores and their trend. */
export const MockScoresSection = ({ studentId }: MockScoresSectionProps) => {
  const [state, setState] = useState<MockState>({ status: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOwnMocks(studentId, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: errorMessage(error, 'Failed to load your mock exams') });
        }
      },
    );
    return () => controller.abort();
  }, [studentId, reload]);

  const retry = useCallback(() => setReload((count) => count + 1), []);
  const data = state.status === 'ready' ? state.data : null;
  const points = useMemo(() => (data ? trendPoints(data.mocks) : []), [data]);
  const target = useMemo(
    () => [...(data?.mocks ?? [])].reverse().find((mock) => mock.targetScore !== null)?.targetScore ?? null,
    [data],
  );

  // most children sit no mocks: no card for them, and none flashing up while the page loads
  if (state.status === 'loading' || (data && data.mocks.length === 0)) {
    return null;
  }

  return (
    <Card
      component="section"
      aria-labelledby="mocks-heading"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography id="mocks-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          My mock exams
        </Typography>
        <Typography color="text.secondary">Your standardised score: {MOCK_MESSAGES.explanation}.</Typography>
      </Box>

      {state.status === 'error' && (
        <RetryAlert title="Failed to load your mock exams" onRetry={retry}>
          {state.message}
        </RetryAlert>
      )}

      {data && points.length > 1 && (
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 800 }}>
            Your scores across mocks
          </Typography>
          <LineChart
            height={240}
            // a band a mock: the names sit under their points, clear of the chart's edges
            xAxis={[{ scaleType: 'band', data: points.map((point) => point.label) }]}
            yAxis={[{ min: 69, max: 141 }]}
            series={[
              {
                data: points.map((point) => point.sas),
                label: 'Your score',
                color: lightPalette.primary.main,
              },
              { data: points.map(() => 100), label: 'Average (100)', color: '#6B7280', showMark: false },
              ...(target === null
                ? []
                : [
                    {
                      data: points.map(() => target),
                      label: `Your goal (${target})`,
                      color: lightPalette.success.main,
                      showMark: false,
                    },
                  ]),
            ]}
            margin={{ left: 8, right: 16 }}
          />
          <Box component="ul" sx={visuallyHidden}>
            {points.map((point) => (
              <li key={point.label}>
                {point.label}: {point.sas}
              </li>
            ))}
          </Box>
        </Box>
      )}

      {data && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {[...data.mocks].reverse().map((mock) => {
            const sas = overallScore(mock);
            const goal = targetText(mock.target, mock.targetScore);
            return (
              <Box
                component="li"
                key={mock.mockId}
                aria-label={mock.name}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1 }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 2,
                    alignItems: 'flex-start',
                    flexWrap: 'wrap',
                  }}
                >
                  <Box>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                      {mock.name}
                    </Typography>
                    {mock.date && (
                      <Typography variant="body2" color="text.secondary">
                        {dateFormat.format(Date.parse(`${mock.date.slice(0, 10)}T00:00:00Z`))}
                      </Typography>
                    )}
                  </Box>
                  {sas !== null && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="overall-sas">
                      <EmojiEventsRoundedIcon aria-hidden sx={{ color: 'secondary.dark' }} />
                      <Typography component="p" sx={{ fontWeight: 900, fontSize: '1.75rem', lineHeight: 1 }}>
                        {sas}
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          standardised score
                        </Box>
                      </Typography>
                    </Box>
                  )}
                </Box>
                <Typography sx={{ fontWeight: 700 }}>{mockNote(mock, data.minCohort)}</Typography>
                {goal && <Typography color="text.secondary">{goal}</Typography>}
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {mock.papers.map((paper) => (
                    <Chip
                      key={paper.examId}
                      variant="outlined"
                      label={`${paper.title}: ${paperText(paper)}`}
                    />
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Card>
  );
};
