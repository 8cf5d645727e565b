import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  fullWidth?: boolean;
  /** a Clear search button at the end once something is typed */
  clearable?: boolean;
  sx?: SxProps<Theme>;
}

/** A list's search box: small, with the magnifier in front. */
export const SearchField = ({ onChange, clearable = false, ...props }: SearchFieldProps) => (
  <TextField
    {...props}
    type="search"
    size="small"
    onChange={(event) => onChange(event.target.value)}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchRoundedIcon aria-hidden fontSize="small" />
          </InputAdornment>
        ),
        endAdornment:
          clearable && props.value ? (
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
