import Box from '@mui/material/Box';
import type { HealthResponse } from '@portal/contracts';
import { AdapterCard } from './AdapterCard';
import { adapterInfo } from './adapters';

export interface AdapterGridProps {
  health: HealthResponse;
}

export const AdapterGrid = ({ health }: AdapterGridProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
    }}
  >
    {adapterInfo.map((info) => (
      <AdapterCard
        key={info.port}
        info={info}
        kind={health.adapters[info.port]}
        detail={
          info.port === 'eventStore'
            ? `Head position ${health.eventStore.headPosition.toLocaleString('en-GB')}`
            : undefined
        }
      />
    ))}
  </Box>
);
