import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** id of the heading, which names the section */
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of an analytics screen (a `section` named by its h2). */
export const SectionCard = ({ id, title, subtitle, action, children }: SectionCardProps) => (
  <Card
    component="section"
    aria-labelledby={id}
    sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, position: 'relative' }}
  >
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 1,
        mb: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
    {children}
  </Card>
);
