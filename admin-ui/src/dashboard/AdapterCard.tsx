import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { radii } from '@portal/ui-shared/theme';
import type { AdapterInfo } from './adapters';

export interface AdapterCardProps {
  info: AdapterInfo;
  kind: string;
  /** Extra fact for this port, e.g. the event store's head position. */
  detail?: string;
}

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const AdapterCard = ({ info, kind, detail }: AdapterCardProps) => {
  const { Icon } = info;
  const embedded = kind === 'embedded';
  return (
    <Card
      component="article"
      aria-label={info.label}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: `${radii.sm}px`,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <Icon />
        </Box>
        <Chip
          label={kind}
          size="small"
          color={embedded ? 'default' : 'primary'}
          variant={embedded ? 'outlined' : 'filled'}
          sx={{ fontFamily: monospace, fontSize: '0.75rem' }}
        />
      </Box>
      <Typography variant="h3">{info.label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {info.describe(kind)}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 1.5 }}>
          {detail}
        </Typography>
      ) : null}
    </Card>
  );
};
