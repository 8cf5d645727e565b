import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AttemptResultsResponse, type IntegrityEventView } from '@portal/contracts';
import { apiCall, retryServerErrors, signalOf } from '../providers/apiFetch';
import { INTEGRITY_LABELS, integrityCountText, sortedIntegrityEvents } from './integrityLabels';
import { LoadingRegion } from '@portal/ui-shared';

/** The attempt's events from GET /exam-attempts/{id}/results (staff read what was recorded). */
async function fetchIntegrityEvents(attemptId: string, signal?: AbortSignal): Promise<IntegrityEventView[]> {
  const path = `/exam-attempts/${encodeURIComponent(attemptId)}/results`;
  return sortedIntegrityEvents(
    (await apiCall(AttemptResultsResponse, path, signalOf(signal))).integrityEvents ?? [],
  );
}

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

export interface IntegrityEventsProps {
  attemptId: string;
  /** the events when the results answer carried them; null: read them from the attempt */
  events: IntegrityEventView[] | null;
}

/**
 * "Integrity events" of one attempt, for its tutor (issue 16 item 3): each time the exam view saw
 * the student leave full screen, switch away or try a blocked action, in plain words and in order.
 */
export const IntegrityEvents = ({ attemptId, events }: IntegrityEventsProps) => {
  const fetched = useQuery({
    queryKey: ['exam-results', attemptId, 'integrity'],
    queryFn: ({ signal }) => fetchIntegrityEvents(attemptId, signal),
    enabled: events === null && attemptId !== '',
    retry: retryServerErrors,
    staleTime: 60_000,
  });
  const list = events ?? fetched.data ?? null;

  let body;
  if (list === null && fetched.isError) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void fetched.refetch()}>
            Retry
          </Button>
        }
      >
        The integrity events could not be loaded.
      </Alert>
    );
  } else if (list === null) {
    body = (
      <LoadingRegion label="Loading integrity events">
        <Skeleton variant="rounded" height={48} />
      </LoadingRegion>
    );
  } else if (list.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        None recorded during this attempt.
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {integrityCountText(list.length)}. They show what the exam screen noticed, not why: there may be an
          innocent reason, so ask the student before drawing conclusions.
        </Typography>
        <Box
          component="ol"
          aria-label="Integrity events"
          sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid' }}
        >
          {list.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{
                py: 0.75,
                display: 'grid',
                gap: { xs: 0, sm: 2 },
                gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: '13rem minmax(0,1fr)' },
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" component="time" dateTime={event.at}>
                {timeOf(event.at)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {INTEGRITY_LABELS[event.kind]}
              </Typography>
            </Box>
          ))}
        </Box>
      </>
    );
  }

  return (
    <Card
      component="section"
      aria-labelledby="integrity-heading"
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Typography id="integrity-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
        Integrity events
      </Typography>
      {body}
    </Card>
  );
};
