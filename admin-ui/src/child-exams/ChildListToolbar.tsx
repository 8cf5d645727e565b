import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import type { ReactNode } from 'react';
import { SearchField } from '../common/SearchField';

export interface ChildListToolbarProps {
  searchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** the list's own filter, between the search and Refresh */
  filter: ReactNode;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Above a child's exam list: the search, the list's filter, and Refresh. */
export const ChildListToolbar = ({
  searchLabel,
  search,
  onSearchChange,
  filter,
  onRefresh,
  refreshing,
}: ChildListToolbarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
    <SearchField
      label={searchLabel}
      value={search}
      onChange={onSearchChange}
      sx={{ flex: '1 1 220px', maxWidth: 420 }}
    />
    {filter}
    <Button startIcon={<RefreshRoundedIcon />} onClick={onRefresh} disabled={refreshing}>
      Refresh
    </Button>
  </Box>
);

/** The list has exams, but none match the search and filter. */
export const NoMatchingExams = () => (
  <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
    No exams match these filters.
  </Typography>
);
