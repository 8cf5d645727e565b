import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SearchField } from '../common/SearchField';

export interface ScheduleFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
}

/** Spec 002 §2.3: a search box and the toggle that brings back inactive and cancelled schedules. */
export const ScheduleFilters = ({
  search,
  onSearchChange,
  showAll,
  onShowAllChange,
}: ScheduleFiltersProps) => (
  <Box
    role="search"
    aria-label="Find schedules"
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, mb: 2 }}
  >
    <SearchField
      id="schedule-search"
      label="Search schedules"
      placeholder="Title, exam, group or student"
      value={search}
      onChange={onSearchChange}
      autoComplete="off"
      sx={{ flex: '1 1 260px', maxWidth: { sm: 480 } }}
    />
    <FormControlLabel
      control={<Switch checked={showAll} onChange={(event) => onShowAllChange(event.target.checked)} />}
      label="Show inactive/cancelled schedules"
    />
  </Box>
);
