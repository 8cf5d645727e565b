import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

export interface ToolbarCardProps {
  children: ReactNode;
}

/** The card above a page's content that holds its filters, wrapping on narrow screens. */
export const ToolbarCard = ({ children }: ToolbarCardProps) => (
  <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
    {children}
  </Card>
);

export interface ToolbarSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** Its share of the row (CSS flex); 150px wide at least by default. */
  flex?: string;
}

/** A labelled drop-down of a toolbar (a filter or a sort order). */
export const ToolbarSelect = <V extends string>({
  label,
  value,
  options,
  onChange,
  flex = '1 1 150px',
}: ToolbarSelectProps<V>) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as V)}
    sx={{ flex }}
  >
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

export interface ListToolbarProps {
  /** The search field's label, e.g. "Search exams". */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  /** The list's own controls between the search and Refresh: selects, a layout toggle. */
  children?: ReactNode;
}

/** Search, the list's filters and a Refresh button: the toolbar of Practice Exams and Exams History. */
export const ListToolbar = ({ searchLabel, query, onQueryChange, onRefresh, children }: ListToolbarProps) => (
  <ToolbarCard>
    <TextField
      size="small"
      type="search"
      label={searchLabel}
      value={query}
      onChange={(event) => onQueryChange(event.target.value)}
      sx={{ flex: '1 1 220px' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon />
            </InputAdornment>
          ),
        },
      }}
    />
    {children}
    <Button variant="outlined" startIcon={<RefreshRoundedIcon />} onClick={onRefresh}>
      Refresh
    </Button>
  </ToolbarCard>
);
