import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import { focusRing, lightPalette, radii } from '@portal/ui-shared/theme';
import { HeroArt } from './HeroArt';
import { SUBJECTS_SECTION_ID } from './subjects';

export const HeroSection = () => (
  <Container maxWidth="lg" sx={{ pt: { xs: 2, sm: 4 } }}>
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: `${radii.lg + 4}px`,
        px: { xs: 3, sm: 6 },
        py: { xs: 4, sm: 7 },
        color: lightPalette.primary.contrastText,
        background: `radial-gradient(circle at 85% 15%, ${lightPalette.primary.light} 0%, transparent 45%), linear-gradient(135deg, ${lightPalette.primary.main} 0%, ${lightPalette.primary.dark} 100%)`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 6,
        // Keyboard focus on the dark hero needs the light ring.
        '& .Mui-focusVisible, & :focus-visible': { outlineColor: `${focusRing.onDark} !important` },
      }}
    >
      <Stack spacing={2.5} sx={{ maxWidth: 560, position: 'relative' }}>
        <Chip
          label="Years 4 to 7 · 11-plus preparation"
          sx={{
            alignSelf: 'flex-start',
            bgcolor: 'rgba(255,255,255,0.16)',
            color: 'inherit',
            fontWeight: 700,
            backdropFilter: 'blur(4px)',
          }}
        />
        <Typography
          variant="h1"
          id="hero-heading"
          sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.1rem' } }}
        >
          Get ready for your 11+ with confidence
        </Typography>
        <Typography variant="subtitle1" sx={{ opacity: 0.92, fontSize: { xs: '1.02rem', sm: '1.15rem' } }}>
          Practise Maths, English, Verbal and Non-Verbal Reasoning with exams set by your tutor. A little
          practice every day adds up to a big result.
        </Typography>
        <Box>
          <Button
            href={`#${SUBJECTS_SECTION_ID}`}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowDownwardRoundedIcon />}
          >
            Explore the subjects
          </Button>
        </Box>
      </Stack>
      <Box sx={{ display: { xs: 'none', md: 'block' }, pr: 3 }}>
        <HeroArt />
      </Box>
    </Box>
  </Container>
);
