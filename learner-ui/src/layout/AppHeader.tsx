import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { brand } from '@portal/ui-shared/theme';
import { BrandMark } from '@portal/ui-shared';

export const AppHeader = () => (
  <AppBar position="sticky" component="header">
    <Container maxWidth="lg">
      <Toolbar disableGutters sx={{ minHeight: { xs: 60, sm: 68 } }}>
        <Link
          href="/"
          underline="none"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, py: 0.5, pr: 1 }}
        >
          <BrandMark />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em' }}>
            {brand.name}
          </Typography>
        </Link>
      </Toolbar>
    </Container>
  </AppBar>
);
