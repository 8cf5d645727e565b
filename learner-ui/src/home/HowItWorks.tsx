import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { IconBadge, PLAIN_LIST } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';

const steps = [
  {
    Icon: AssignmentRoundedIcon,
    title: 'Practise',
    text: 'Take the practice and timed exams your tutor sets, on a tablet, phone or computer.',
  },
  {
    Icon: EmojiEventsRoundedIcon,
    title: 'See your score',
    text: 'Find out straight away how you did and which answers to look at again.',
  },
  {
    Icon: InsightsRoundedIcon,
    title: 'Watch yourself grow',
    text: 'Your progress page shows how each subject improves, week by week.',
  },
] as const;

export const HowItWorks = () => (
  <Box
    component="section"
    aria-labelledby="how-heading"
    sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
  >
    <Container maxWidth="lg" sx={{ py: { xs: 5, sm: 7 } }}>
      <Typography variant="h2" id="how-heading" sx={{ mb: { xs: 3, sm: 4 } }}>
        How it works
      </Typography>
      <Box
        component="ol"
        sx={{
          ...PLAIN_LIST,
          display: 'grid',
          gap: { xs: 3, sm: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {steps.map(({ Icon, title, text }, index) => (
          <Stack component="li" key={title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <IconBadge size={48} sx={{ position: 'relative', bgcolor: lightPalette.primary.soft }}>
              <Icon />
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  top: -4,
                  right: -4,
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  fontWeight: 800,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                {index + 1}
              </Box>
            </IconBadge>
            <Box>
              <Typography variant="h3">{title}</Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Container>
  </Box>
);
