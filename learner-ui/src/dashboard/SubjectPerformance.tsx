import Box from '@mui/material/Box';
import type { ProgressStats } from '@portal/contracts';
import { PLAIN_LIST } from '@portal/ui-shared';
import { subjectRows } from './dashboardFormat';
import { DashboardSection } from './DashboardSection';
import { SubjectPerformanceRow } from './SubjectPerformanceRow';

export interface SubjectPerformanceProps {
  breakdown: ProgressStats['examTypeBreakdown'];
}

/** Spec 001 §2.3 Subject Performance: attempts, average and best per exam type. */
export const SubjectPerformance = ({ breakdown }: SubjectPerformanceProps) => (
  <DashboardSection title="Subject Performance">
    <Box
      component="ul"
      sx={{
        ...PLAIN_LIST,
        mt: -2,
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
        '& > li:last-of-type': { pb: 0 },
      }}
    >
      {subjectRows(breakdown).map((row) => (
        <SubjectPerformanceRow key={row.type} row={row} />
      ))}
    </Box>
  </DashboardSection>
);
