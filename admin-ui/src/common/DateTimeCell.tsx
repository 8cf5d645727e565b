import Box from '@mui/material/Box';
import { formatDate, formatTime } from './formatDate';

export interface DateTimeCellProps {
  iso: string | null | undefined;
}

/** A table cell's moment on two short lines (date, then time), so wide tables stay narrow. */
export const DateTimeCell = ({ iso }: DateTimeCellProps) =>
  iso ? (
    <Box component="time" dateTime={iso} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatDate(iso)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        {formatTime(iso)}
      </Box>
    </Box>
  ) : (
    '—'
  );
