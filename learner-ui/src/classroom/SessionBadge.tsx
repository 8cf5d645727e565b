import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { primaryTint } from '../reading-aids/tints';

export interface SessionBadgeProps {
  code: string;
  title: string;
}

/** The session the student is in: its code and, when the tutor gave one, its title. */
export const SessionBadge = ({ code, title }: SessionBadgeProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
    <Chip
      size="small"
      label={code}
      sx={{
        fontFamily: 'monospace',
        fontWeight: 700,
        letterSpacing: 0.5,
        bgcolor: primaryTint,
      }}
    />
    {title && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Typography>
    )}
  </Box>
);
