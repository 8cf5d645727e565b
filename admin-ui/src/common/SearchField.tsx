import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A list's search box: small, with the magnifier in front. */
export const SearchField = ({ onChange, ...props }: SearchFieldProps) => (
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
      },
    }}
  />
);
