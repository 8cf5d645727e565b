import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  value: string;
  /** A decorative icon (hidden from screen readers). */
  icon: ReactNode;
  /** The icon's colour and its pale well. */
  color: string;
  soft: string;
}

/** One headline figure on the student dashboard: a big value with its name under it. */
export const StatCard = ({ label, value, icon, color, soft }: StatCardProps) => (
  <Card
    component="article"
    aria-label={label}
    sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25, alignContent: 'start', minWidth: 0 }}
  >
    <Box
      aria-hidden
      sx={{
        width: 44,
        height: 44,
        borderRadius: '14px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: soft,
        color,
        '& svg': { fontSize: 26 },
      }}
    >
      {icon}
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="p"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.6rem', sm: '1.9rem' },
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
      <Typography
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 600, mt: 0.25, fontSize: '0.95rem', lineHeight: 1.35 }}
      >
        {label}
      </Typography>
    </Box>
  </Card>
);
