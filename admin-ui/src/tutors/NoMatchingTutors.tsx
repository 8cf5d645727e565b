import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface NoMatchingTutorsProps {
  search: string;
  onClear: () => void;
}

/** The search matched nobody: say so, and offer to clear it. */
export const NoMatchingTutors = ({ search, onClear }: NoMatchingTutorsProps) => (
  <Box
    role="status"
    sx={{ py: 6, px: 3, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
  >
    <Typography variant="h3" component="p">
      No tutors match “{search}”
    </Typography>
    <Typography variant="body2" color="text.secondary">
      Search looks at first name, last name and email.
    </Typography>
    <Button onClick={onClear} sx={{ mt: 1 }}>
      Clear search
    </Button>
  </Box>
);
