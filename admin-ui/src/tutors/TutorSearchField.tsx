import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

export interface TutorSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search over names and e-mail (the server's `q`). */
export const TutorSearchField = ({ value, onChange }: TutorSearchFieldProps) => (
  <TextField
    type="search"
    size="small"
    placeholder="Name or email"
    autoComplete="off"
    label="Search tutors"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{
      width: { xs: '100%', sm: 300 },
      '& input::-webkit-search-cancel-button': { display: 'none' },
    }}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchRoundedIcon aria-hidden fontSize="small" />
          </InputAdornment>
        ),
        endAdornment: value ? (
          <InputAdornment position="end">
            <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => onChange('')}>
              <ClearRoundedIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null,
      },
    }}
  />
);
