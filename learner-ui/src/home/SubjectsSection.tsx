import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SubjectCard } from './SubjectCard';
import { SUBJECTS_SECTION_ID, subjects } from './subjects';

export const SubjectsSection = () => (
  <Container
    component="section"
    id={SUBJECTS_SECTION_ID}
    aria-labelledby="subjects-heading"
    maxWidth="lg"
    sx={{ py: { xs: 5, sm: 7 }, scrollMarginTop: 80 }}
  >
    <Typography variant="h2" id="subjects-heading">
      Your four subjects
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 3, sm: 4 }, maxWidth: 620 }}>
      Every 11-plus paper tests some of these. Practise all four and nothing on the day will be a surprise.
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {subjects.map((subject) => (
        <SubjectCard key={subject.key} subject={subject} />
      ))}
    </Box>
  </Container>
);
