import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@portal/ui-shared/theme';

export const AppFooter = () => (
  <Box
    component="footer"
    sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
  >
    <Container maxWidth="lg">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{ py: 3, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {brand.name} · {brand.tagline}
        </Typography>
        <Stack component="nav" aria-label="Legal" direction="row" spacing={3}>
          <Link href="/privacy-policy" variant="body2">
            Privacy Policy
          </Link>
          <Link href="/terms-of-service" variant="body2">
            Terms of Service
          </Link>
        </Stack>
      </Stack>
    </Container>
  </Box>
);
