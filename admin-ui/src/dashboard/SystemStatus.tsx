import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { RetryAlert } from '@portal/ui-shared';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AdapterGrid } from './AdapterGrid';
import { ConnectionFailedState } from '../layout/ConnectionFailedState';
import { DashboardSkeleton } from './DashboardSkeleton';
import { ProjectionTable } from './ProjectionTable';
import { SectionHeading } from './SectionHeading';
import { StatusHeader } from './StatusHeader';
import { useHealth } from './useHealth';

export interface SystemStatusProps {
  /** Inside another page (the admin dashboard): an h2 section without its own page title. */
  embedded?: boolean;
}

const StandaloneTitle = () => {
  useDocumentTitle('System status');
  return <Title title="System status" />;
};

/** "System status": what GET /api/health reports, for the people who run a deployment. */
export const SystemStatus = ({ embedded = false }: SystemStatusProps) => {
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = useHealth();
  const retry = () => {
    void refetch();
  };

  return (
    <Box component="section" aria-label="System status" sx={{ maxWidth: 1280, minWidth: 0, pb: 4 }}>
      {embedded ? null : <StandaloneTitle />}
      <StatusHeader health={data} updatedAt={dataUpdatedAt} headingLevel={embedded ? 2 : 1} />
      {isPending && !error ? <DashboardSkeleton /> : null}
      {!data && error ? <ConnectionFailedState onRetry={retry} retrying={isFetching} /> : null}
      {data ? (
        <>
          {error ? (
            // A background refresh failed: keep the last answer on screen, say how old it is.
            <RetryAlert onRetry={retry} retrying={isFetching} sx={{ mb: 3 }}>
              Unable to connect to server. Showing the last known status.
            </RetryAlert>
          ) : null}
          <Box component="section" aria-labelledby="adapters-heading">
            <SectionHeading
              id="adapters-heading"
              level={embedded ? 3 : 2}
              title="Infrastructure"
              description="Which adapter serves each port: embedded (single node) or an external server."
            />
            <AdapterGrid health={data} />
          </Box>
          <Box component="section" aria-labelledby="projections-heading" sx={{ mt: 4 }}>
            <SectionHeading
              id="projections-heading"
              level={embedded ? 3 : 2}
              title="Projections"
              description="Read models built from the event log, and how many events each still has to apply."
            />
            <ProjectionTable projections={data.projections} />
          </Box>
        </>
      ) : null}
    </Box>
  );
};
