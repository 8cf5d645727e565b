import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AppBar, TitlePortal } from 'react-admin';
import { brand } from '@portal/ui-shared/theme';
import { BrandMark } from '@portal/ui-shared';

/** Brand first, then the current page title (set by each page's <Title>), then react-admin's tools. */
export const PortalAppBar = () => (
  // The signed-in user and Sign out live in the sidebar (spec §2.1), not in an app-bar menu.
  <AppBar color="inherit" userMenu={false}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexShrink: 0 }}>
      <BrandMark size={30} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', letterSpacing: '-0.01em' }}>
        {brand.name}
      </Typography>
      <Chip
        label="Console"
        size="small"
        color="primary"
        variant="outlined"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, height: 22, fontSize: '0.7rem' }}
      />
    </Box>
    <Divider orientation="vertical" flexItem sx={{ mx: 2, my: 1.5, display: { xs: 'none', md: 'block' } }} />
    <TitlePortal
      variant="body1"
      // visibility (not display) keeps its flex: 1, which pushes the tools to the right on phones
      sx={{ visibility: { xs: 'hidden', md: 'visible' }, fontWeight: 600, color: 'text.secondary' }}
    />
  </AppBar>
);
