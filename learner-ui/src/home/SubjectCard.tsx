import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { radii } from '@portal/ui-shared/theme';
import type { SubjectInfo } from './subjects';

export interface SubjectCardProps {
  subject: SubjectInfo;
}

/** Icon beside the text on phones (short cards), icon above it from tablet width up. */
export const SubjectCard = ({ subject }: SubjectCardProps) => {
  const { Icon } = subject;
  return (
    <Card
      component="article"
      aria-labelledby={`subject-${subject.key}`}
      sx={{
        height: '100%',
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        gap: 2,
        borderTop: `4px solid ${subject.color}`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: 52, sm: 60 },
          height: { xs: 52, sm: 60 },
          flexShrink: 0,
          borderRadius: `${radii.md}px`,
          display: 'grid',
          placeItems: 'center',
          bgcolor: subject.soft,
          color: subject.color,
        }}
      >
        <Icon sx={{ fontSize: { xs: 30, sm: 34 } }} />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="h3" id={`subject-${subject.key}`}>
          {subject.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subject.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, pt: 0.5 }}>
          {subject.topics.map((topic) => (
            <Chip
              key={topic}
              label={topic}
              size="small"
              sx={{ bgcolor: subject.soft, color: 'text.primary', fontWeight: 600 }}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
};
