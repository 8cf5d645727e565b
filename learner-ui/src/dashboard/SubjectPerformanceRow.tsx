import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { attemptsText, type SubjectRow } from './dashboardFormat';
import { ScoreBar } from './ScoreBar';
import { SubjectIcon } from './SubjectIcon';

export interface SubjectPerformanceRowProps {
  row: SubjectRow;
}

/** One exam type: its attempts, and its average and best scores as bars. */
export const SubjectPerformanceRow = ({ row }: SubjectPerformanceRowProps) => (
  <Box component="li" sx={{ display: 'grid', gap: 1.25, py: 2 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <SubjectIcon type={row.type} />
      <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
        {row.label}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          flexShrink: 0,
          fontWeight: 700,
          px: 1.25,
          py: 0.25,
          borderRadius: 999,
          bgcolor: row.attempts > 0 ? row.soft : 'action.hover',
          color: row.attempts > 0 ? row.color : 'text.secondary',
        }}
      >
        {row.attempts > 0 ? attemptsText(row.attempts) : 'Not started'}
      </Typography>
    </Box>
    <ScoreBar label="Average" accessibleName={`${row.label} average score`} value={row.averageScore} />
    <ScoreBar label="Best" accessibleName={`${row.label} best score`} value={row.bestScore} />
  </Box>
);
