import Box from '@mui/material/Box';

export interface QuestionImageProps {
  src: string;
  /** 300 px in the exam viewer, 400 px in the editor's preview (spec 002 §2.4). */
  maxHeight: number;
  alt?: string;
}

/** A question's picture, never wider than its column nor taller than `maxHeight`. */
export const QuestionImage = ({ src, maxHeight, alt = 'Question image' }: QuestionImageProps) => (
  <Box
    component="img"
    src={src}
    alt={alt}
    loading="lazy"
    sx={{
      display: 'block',
      maxWidth: '100%',
      maxHeight,
      objectFit: 'contain',
      borderRadius: 1,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
    }}
  />
);
