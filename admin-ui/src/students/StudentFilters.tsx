import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STUDENT_GRADES } from '@portal/contracts';
import { SearchField } from '../common/SearchField';
import {
  STUDENT_SORTS,
  isGradeFilter,
  isStudentSort,
  type GradeFilter,
  type StudentSort,
} from './studentListQuery';
import { choiceItems } from '../common/choiceItems';

export interface StudentFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  grade: GradeFilter;
  onGradeChange: (grade: GradeFilter) => void;
  sort: StudentSort;
  onSortChange: (sort: StudentSort) => void;
  /** "n of m students", once the first page has arrived */
  countText: string | null;
}

/** Spec 001 §2.5 and §5: a search over names, e-mail and student ID, combined with a grade filter. */
export const StudentFilters = ({
  search,
  onSearchChange,
  grade,
  onGradeChange,
  sort,
  onSortChange,
  countText,
}: StudentFiltersProps) => (
  <Box
    role="search"
    aria-label="Find students"
    sx={{
      display: 'grid',
      gap: 1.5,
      alignItems: 'center',
      gridTemplateColumns: {
        xs: '1fr 1fr',
        md: 'minmax(220px, 2fr) minmax(150px, 1fr) minmax(150px, 1fr) auto',
      },
      mb: 2,
    }}
  >
    <SearchField
      id="student-search"
      label="Search students"
      placeholder="Name, email or student ID"
      value={search}
      onChange={onSearchChange}
      autoComplete="off"
      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
    />
    <TextField
      id="student-grade-filter"
      select
      label="Grade"
      value={grade}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(event) => {
        if (isGradeFilter(event.target.value)) {
          onGradeChange(event.target.value);
        }
      }}
      size="small"
    >
      <MenuItem value="">All grades</MenuItem>
      {choiceItems(STUDENT_GRADES)}
    </TextField>
    <TextField
      id="student-sort"
      select
      label="Sort by"
      value={sort}
      onChange={(event) => {
        if (isStudentSort(event.target.value)) {
          onSortChange(event.target.value);
        }
      }}
      size="small"
    >
      {choiceItems(STUDENT_SORTS)}
    </TextField>
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color="text.secondary"
      sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {countText ?? '\u00a0'}
    </Typography>
  </Box>
);
