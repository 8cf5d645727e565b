import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { SkipLink } from './SkipLink';

export interface PageShellProps {
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** Header, main landmark and footer; the footer stays at the bottom on short pages. */
export const PageShell = ({ children }: PageShellProps) => (
  <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
    <SkipLink targetId={MAIN_ID} />
    <AppHeader />
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {children}
    </Box>
    <AppFooter />
  </Box>
);
