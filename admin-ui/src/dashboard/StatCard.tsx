import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { headingFontFamily } from '@portal/ui-shared/theme';
import type { Accent } from './accentColors';
import { dashboardIcons } from './dashboardIcons';
import { IconWell } from './IconWell';
import { formatStat, type DashboardIconId } from './staffDashboard';

/** What a stat card shows besides its figure (a dashboard `StatCardSpec` is one). */
export interface StatCardLook {
  label: string;
  /** a dashboard icon's name, or the icon itself */
  icon: DashboardIconId | typeof SvgIcon;
  accent: Accent;
}

/** 'medium' on the dashboard and management pages; 'small' beside a list (the analytics screens). */
export type StatCardSize = 'medium' | 'small';

export interface StatCardProps {
  spec: StatCardLook;
  /** a number is grouped ("1,204"); text is shown as given ("72%") */
  value: number | string;
  /** after the figure, smaller ("min") */
  unit?: string;
  size?: StatCardSize;
}

export const STAT_CARD_SIZES = {
  medium: {
    padding: { xs: 2, sm: 2.5 },
    gap: { xs: 1, sm: 1.5 },
    label: { overflowWrap: 'anywhere' },
    icon: 40,
    figure: {
      fontSize: { xs: '1.75rem', sm: '2.125rem' },
      lineHeight: 1.1,
      letterSpacing: '-0.02em',
      fontVariantNumeric: 'tabular-nums',
    },
    figureFontSize: '2.125rem',
  },
  small: {
    padding: { xs: 1.5, sm: 2 },
    gap: 1,
    label: { overflowWrap: 'break-word', hyphens: 'auto' },
    icon: 32,
    figure: {
      fontSize: { xs: '1.5rem', sm: '1.875rem' },
      lineHeight: 1.1,
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'anywhere',
    },
    figureFontSize: '1.875rem',
  },
} as const;

/**
 * One figure: its label and icon, then the number, large. The card is one group of a description
 * list (`dt` label, `dd` figure), so it is read "Tutors, 12". Place inside a `dl`.
 */
export const StatCard = ({ spec, value, unit, size = 'medium' }: StatCardProps) => {
  const look = STAT_CARD_SIZES[size];
  return (
    <Card sx={{ p: look.padding, display: 'flex', flexDirection: 'column', gap: look.gap, minWidth: 0 }}>
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
        <Box component="span" sx={{ pt: 0.5, minWidth: 0, ...look.label }}>
          {spec.label}
        </Box>
        <IconWell
          icon={typeof spec.icon === 'string' ? dashboardIcons[spec.icon] : spec.icon}
          accent={spec.accent}
          size={look.icon}
        />
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          // numbers line up along a row even when one label wraps
          mt: 'auto',
          fontFamily: headingFontFamily,
          fontWeight: 800,
          ...look.figure,
        }}
      >
        {typeof value === 'number' ? formatStat(value) : value}
        {unit ? (
          <Box
            component="span"
            sx={{ ml: 0.5, fontSize: '1rem', fontWeight: 600, color: 'text.secondary', letterSpacing: 0 }}
          >
            {unit}
          </Box>
        ) : null}
      </Typography>
    </Card>
  );
};
