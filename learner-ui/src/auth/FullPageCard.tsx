import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandLockup, CentredPage } from '@portal/ui-shared';

export interface FullPageCardProps {
  children: ReactNode;
  /** Under the card, e.g. a Sign out link. */
  footer?: ReactNode;
}

/** A single card in the middle of the page with the brand on top, for screens before the app. */
export const FullPageCard = ({ children, footer }: FullPageCardProps) => (
  <CentredPage py={{ xs: 3, sm: 5 }}>
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <BrandLockup size="large" sx={{ justifyContent: 'center', mb: 2.5 }} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {children}
      </Paper>
      {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  </CentredPage>
);
