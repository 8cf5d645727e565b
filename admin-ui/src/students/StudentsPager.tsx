import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { spreadRowSx } from '../common/spreadRowSx';

export interface StudentsPagerProps {
  page: number;
  pageCount: number;
  total: number;
  perPage: number;
  onPageChange: (page: number) => void;
}

/** "Showing 25–48 of 300" and the page buttons (hidden when everything fits on one page). */
export const StudentsPager = ({ page, pageCount, total, perPage, onPageChange }: StudentsPagerProps) => {
  if (pageCount <= 1) {
    return null;
  }
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <Box component="nav" aria-label="Student pages" sx={{ ...spreadRowSx('center', 1.5), mt: 3 }}>
      <Typography variant="body2" color="text.secondary">
        Showing {first}–{last} of {total}
      </Typography>
      <Pagination
        page={page}
        count={pageCount}
        onChange={(_event, next) => onPageChange(next)}
        color="primary"
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
        size="medium"
      />
    </Box>
  );
};
