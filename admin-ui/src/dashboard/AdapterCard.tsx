import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdapterInfo } from './adapters';

export interface AdapterCardProps {
  info: AdapterInfo;
  kind: string;
  /** Extra fact for this port, e.g. the event store's head position. */
  detail?: string;
}

export const AdapterCard = ({ info, kind, detail }: AdapterCardProps) => {
  const { Icon } = info;
  const embedded = kind === 'embedded';
  return (
    <Card component="article" aria-label={info.label} sx={{ p: 2.5, height: '100%', display: 'flex', gap: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h3" component="h3">
            {info.label}
          </Typography>
          <Chip
            label={kind}
            size="small"
            color={embedded ? 'default' : 'primary'}
            variant={embedded ? 'outlined' : 'filled'}
            sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.75rem' }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {info.describe(kind)}
        </Typography>
        {detail ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </Card>
  );
};
