import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

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
    <TextField
      id="schedule-search"
      type="search"
      label="Search schedules"
      placeholder="Title, exam, group or student"
      value={search}
      onChange={(event) => onSearchChange(event.target.value)}
      size="small"
      autoComplete="off"
      sx={{ flex: '1 1 260px', maxWidth: { sm: 480 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon aria-hidden fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
    <FormControlLabel
      control={<Switch checked={showAll} onChange={(event) => onShowAllChange(event.target.checked)} />}
      label="Show inactive/cancelled schedules"
    />
  </Box>
);
