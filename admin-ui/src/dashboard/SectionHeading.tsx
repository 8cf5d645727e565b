import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  id: string;
  title: string;
  description: string;
  /** 2 on the status page, 3 when the status is a section of the dashboard. */
  level?: 2 | 3;
}

export const SectionHeading = ({ id, title, description, level = 2 }: SectionHeadingProps) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="h2" component={level === 2 ? 'h2' : 'h3'} id={id}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {description}
    </Typography>
  </Box>
);
