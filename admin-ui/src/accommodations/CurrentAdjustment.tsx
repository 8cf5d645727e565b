import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accommodationSummary, type applyingTo } from './accommodationForm';

export interface CurrentAdjustmentProps {
  current: ReturnType<typeof applyingTo>;
  /** the scheduled exam the dialog adjusts; null for all exams */
  scheduleId: string | null;
}

/** The adjustment that applies now, and where it comes from. */
export const CurrentAdjustment = ({ current, scheduleId }: CurrentAdjustmentProps) => {
  const summary = accommodationSummary(current?.accommodation ?? null);
  const inherited = current !== null && !current.own && scheduleId !== null;
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Current: {summary}
      </Typography>
      {inherited ? (
        <Typography variant="body2" color="text.secondary">
          From this student&apos;s adjustment for all exams; saving here sets one for this exam only.
        </Typography>
      ) : null}
      {current?.accommodation.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Note: {current.accommodation.note}
        </Typography>
      ) : null}
    </Box>
  );
};
