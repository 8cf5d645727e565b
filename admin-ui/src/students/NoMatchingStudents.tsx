import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface NoMatchingStudentsProps {
  onClearFilters: () => void;
}

/** The search and grade match nobody; the filters are still on screen to change. */
export const NoMatchingStudents = ({ onClearFilters }: NoMatchingStudentsProps) => (
  <Box role="status" sx={{ py: 6, px: 3, textAlign: 'center' }}>
    <Typography variant="h3" component="p">
      No students match these filters
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      Search by first name, last name, e-mail or student ID, or choose another grade.
    </Typography>
    <Button variant="outlined" onClick={onClearFilters} sx={{ mt: 2 }}>
      Clear filters
    </Button>
  </Box>
);
