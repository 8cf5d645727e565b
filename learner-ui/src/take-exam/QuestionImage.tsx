import Box from '@mui/material/Box';

export interface QuestionImageProps {
  src: string;
  /** the question's number, for the picture's name */
  number: number;
  align: 'start' | 'center';
}

/** A question's picture, no larger than the screen allows (taking and results). */
export const QuestionImage = ({ src, number, align }: QuestionImageProps) => (
  <Box
    component="img"
    src={src}
    alt={`Picture for question ${number}`}
    sx={{ maxWidth: '100%', maxHeight: 400, objectFit: 'contain', justifySelf: align, borderRadius: 2 }}
  />
);
