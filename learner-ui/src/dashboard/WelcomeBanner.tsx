import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { focusRing, lightPalette, radii } from '@portal/ui-shared/theme';
import type { NavigateToPage } from '../shell/pages';
import { DashboardShortcuts } from './DashboardShortcuts';
import { welcomeTitle } from './dashboardFormat';

export interface WelcomeBannerProps {
  firstName: string;
  onNavigate: NavigateToPage;
}

/** The dashboard's greeting with the student's first name and the shortcuts (spec 001 §2.3). */
export const WelcomeBanner = ({ firstName, onNavigate }: WelcomeBannerProps) => (
  <Box
    component="section"
    aria-labelledby="welcome-heading"
    sx={{
      position: 'relative',
      overflow: 'hidden',
      borderRadius: `${radii.lg}px`,
      px: { xs: 2.5, sm: 4 },
      py: { xs: 3, sm: 4 },
      color: lightPalette.primary.contrastText,
      background: `radial-gradient(circle at 92% 10%, ${lightPalette.primary.light} 0%, transparent 40%), linear-gradient(135deg, ${lightPalette.primary.main} 0%, ${lightPalette.primary.dark} 100%)`,
      // Keyboard focus on the dark banner needs the light ring.
      '& .Mui-focusVisible, & :focus-visible': { outlineColor: `${focusRing.onDark} !important` },
    }}
  >
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        right: -34,
        top: -34,
        width: 132,
        height: 132,
        borderRadius: '50%',
        border: '16px solid rgba(252, 194, 91, 0.4)',
      }}
    />
    <Box sx={{ position: 'relative', maxWidth: 720, pr: { xs: 7, sm: 10 } }}>
      <Typography variant="h1" id="welcome-heading" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
        {welcomeTitle(firstName)}
      </Typography>
      <Typography variant="subtitle1" sx={{ mt: 0.75, opacity: 0.92 }}>
        Ready for a little practice today? Every exam you finish helps you grow.
      </Typography>
    </Box>
    <Box sx={{ position: 'relative', mt: 2.5 }}>
      <DashboardShortcuts onNavigate={onNavigate} />
    </Box>
  </Box>
);
