import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** e.g. a create button */
  action?: ReactNode;
}

/** A calm, centred "nothing here yet" block; its title is a heading so the page reads sensibly. */
export const EmptyState = ({ title, description, icon, action }: EmptyStateProps) => (
  <Box
    role="status"
    sx={{
      py: { xs: 5, sm: 7 },
      px: 3,
      textAlign: 'center',
      color: 'text.secondary',
      display: 'grid',
      justifyItems: 'center',
    }}
  >
    <Box
      aria-hidden
      sx={{ fontSize: 44, mb: 1, opacity: 0.6, display: 'grid', '& svg': { fontSize: 'inherit' } }}
    >
      {icon ?? <InboxRoundedIcon />}
    </Box>
    <Typography variant="h2" component="p" color="text.primary">
      {title}
    </Typography>
    {description ? (
      <Typography variant="body2" sx={{ mt: 0.75, maxWidth: 460 }}>
        {description}
      </Typography>
    ) : null}
    {action ? <Box sx={{ mt: 2.5 }}>{action}</Box> : null}
  </Box>
);
