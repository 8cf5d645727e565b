import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  title: string;
  description: string;
}

export const SectionHeading = ({ id, title, description }: SectionHeadingProps) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="h2" id={id}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {description}
    </Typography>
  </Box>
);
