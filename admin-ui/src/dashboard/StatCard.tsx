import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { headingFontFamily } from '@portal/contracts/ui';
import { dashboardIcons } from './dashboardIcons';
import { IconWell } from './IconWell';
import { formatStat, type StatCardSpec } from './staffDashboard';

export interface StatCardProps {
  spec: StatCardSpec;
  value: number;
}

/**
 * One figure of the dashboard: its label and icon, then the number, large. The card is one group
 * of the grid's description list (`dt` label, `dd` number), so it is read "Tutors, 12".
 */
export const StatCard = ({ spec, value }: StatCardProps) => (
  <Card
    sx={{
      p: { xs: 2, sm: 2.5 },
      display: 'flex',
      flexDirection: 'column',
      gap: { xs: 1, sm: 1.5 },
      minWidth: 0,
    }}
  >
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
      <Box component="span" sx={{ pt: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
        {spec.label}
      </Box>
      <IconWell icon={dashboardIcons[spec.icon]} accent={spec.accent} size={40} />
    </Typography>
    <Typography
      component="dd"
      sx={{
        m: 0,
        // numbers line up along a row even when one label wraps
        mt: 'auto',
        fontFamily: headingFontFamily,
        fontWeight: 800,
        fontSize: { xs: '1.75rem', sm: '2.125rem' },
        lineHeight: 1.1,
        letterSpacing: '-0.02em',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {formatStat(value)}
    </Typography>
  </Card>
);
