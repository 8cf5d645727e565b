import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import SupervisorAccountRoundedIcon from '@mui/icons-material/SupervisorAccountRounded';
import { IconBadge } from '@portal/ui-shared';
import { lightPalette, radii } from '@portal/ui-shared/theme';

/** Adults land here too (it is the site root), so point them to the console. */
export const ConsoleCallout = () => (
  <Container
    component="section"
    aria-labelledby="console-heading"
    maxWidth="lg"
    sx={{ py: { xs: 5, sm: 7 } }}
  >
    <Card
      sx={{
        p: { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 3,
        bgcolor: lightPalette.secondary.soft,
        borderColor: 'transparent',
      }}
    >
      <IconBadge
        size={56}
        sx={{
          borderRadius: `${radii.md}px`,
          bgcolor: 'background.paper',
          color: lightPalette.secondary.dark,
        }}
      >
        <SupervisorAccountRoundedIcon fontSize="large" />
      </IconBadge>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" id="console-heading" sx={{ fontSize: { xs: '1.3rem', sm: '1.45rem' } }}>
          Tutors, parents and administrators
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Set exams, follow progress and manage your organisation in the 11+ Portal console.
        </Typography>
      </Box>
      <Button
        href="/admin/"
        variant="contained"
        size="large"
        endIcon={<ArrowForwardRoundedIcon />}
        sx={{ flexShrink: 0, width: { xs: '100%', md: 'auto' } }}
      >
        Staff and parents: open the console
      </Button>
    </Card>
  </Container>
);
