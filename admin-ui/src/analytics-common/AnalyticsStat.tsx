import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { headingFontFamily } from '@portal/contracts/ui';
import type { Accent } from '../dashboard/accentColors';
import { IconWell } from '../dashboard/IconWell';

export interface AnalyticsStatProps {
  label: string;
  value: string;
  icon: typeof SvgIcon;
  accent: Accent;
  hint?: string;
}

/**
 * One figure, as the dashboard's stat cards show them: the label (`dt`) and the value (`dd`), so
 * a screen reader reads "Average score, 72%". Place inside a `dl`.
 */
export const AnalyticsStat = ({ label, value, icon, accent, hint }: AnalyticsStatProps) => (
  <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
    <Typography
      component="dt"
      variant="body2"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1,
        color: 'text.secondary',
        fontWeight: 600,
      }}
    >
      <Box component="span" sx={{ pt: 0.5, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        {label}
      </Box>
      <IconWell icon={icon} accent={accent} size={32} />
    </Typography>
    <Typography
      component="dd"
      sx={{
        m: 0,
        mt: 'auto',
        fontFamily: headingFontFamily,
        fontWeight: 800,
        fontSize: { xs: '1.5rem', sm: '1.875rem' },
        lineHeight: 1.1,
        fontVariantNumeric: 'tabular-nums',
        overflowWrap: 'anywhere',
      }}
    >
      {value}
      {hint ? (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {hint}
        </Typography>
      ) : null}
    </Typography>
  </Card>
);

export const AnalyticsStatSkeleton = () => (
  <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Skeleton variant="text" width="55%" />
      <Skeleton variant="rounded" width={32} height={32} />
    </Box>
    <Skeleton variant="text" width="40%" sx={{ fontSize: '1.875rem' }} />
  </Card>
);

/**
 * As many columns as fit (at least 140 px each): two on phones, four beside the student list on a
 * laptop; the grid follows its container, not the window.
 */
export const statGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
  m: 0,
  p: 0,
} as const;
