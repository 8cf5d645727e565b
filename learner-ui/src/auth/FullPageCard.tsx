import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_NAME, BrandMark } from '@portal/ui-shared';

export interface FullPageCardProps {
  children: ReactNode;
  /** Under the card, e.g. a Sign out link. */
  footer?: ReactNode;
}

/** A single card in the middle of the page with the brand on top, for screens before the app. */
export const FullPageCard = ({ children, footer }: FullPageCardProps) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'grid',
      placeItems: 'center',
      px: 2,
      py: { xs: 3, sm: 5 },
      bgcolor: 'background.default',
    }}
  >
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center', mb: 2.5 }}>
        <BrandMark size={36} />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
          {APP_NAME}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {children}
      </Paper>
      {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  </Box>
);
