import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paragraphsOf } from './examForm';

export interface PassageViewProps {
  title: string;
  author: string;
  text: string;
  /** Long passages scroll inside their box instead of pushing the questions away. */
  maxHeight?: number;
}

/** A reading passage as students see it: title, author, paragraphs. */
export const PassageView = ({ title, author, text, maxHeight }: PassageViewProps) => (
  <Box
    component="figure"
    sx={{
      m: 0,
      p: 2,
      borderRadius: 1,
      borderLeft: 4,
      borderColor: 'primary.main',
      bgcolor: 'action.hover',
      overflowY: maxHeight ? 'auto' : 'visible',
      maxHeight,
      minWidth: 0,
    }}
  >
    <Typography component="figcaption" sx={{ mb: 1 }}>
      <Box component="strong" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {title || 'Untitled passage'}
      </Box>
      {author ? (
        <Typography component="span" variant="body2" color="text.secondary">
          by {author}
        </Typography>
      ) : null}
    </Typography>
    {paragraphsOf(text).map((paragraph, index) => (
      <Typography
        key={index}
        variant="body2"
        sx={{ mb: 1, overflowWrap: 'anywhere', '&:last-child': { mb: 0 } }}
      >
        {paragraph}
      </Typography>
    ))}
  </Box>
);
