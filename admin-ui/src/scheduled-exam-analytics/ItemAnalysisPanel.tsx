import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { SectionCard } from '../analytics-common/SectionCard';
import { StatusChip } from '../common/StatusChip';
import { discriminationHint, facilityHint, formatIndex, kr20Explanation } from './scheduledAnalytics';
import type { ItemAnalysisRow } from '@portal/contracts';
import { resultsCsvUrl } from './scheduledAnalyticsApi';
import { useItemAnalysis } from './useScheduledAnalytics';
import { BareList } from '../common/BareList';
import { outlinedSx } from '../common/outlinedSx';

export interface ItemAnalysisPanelProps {
  scheduleId: string;
}

export const ITEM_ANALYSIS_FAILED = 'Failed to load item analysis';

/**
 * Item analysis of a schedule (tutors and admins): facility and discrimination per question with
 * plain-language hints, the exam's KR-20 explained, and the results as a CSV file.
 */
export const ItemAnalysisPanel = ({ scheduleId }: ItemAnalysisPanelProps) => {
  const analysis = useItemAnalysis(scheduleId, true);
  const download = (
    <Button variant="outlined" startIcon={<DownloadRoundedIcon />} href={resultsCsvUrl(scheduleId)} download>
      Download results (CSV)
    </Button>
  );

  if (analysis.isError && !analysis.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <LoadFailure title={ITEM_ANALYSIS_FAILED} query={analysis} retryLabel="Try Again" />
        <Box>{download}</Box>
      </Box>
    );
  }
  if (!analysis.data) {
    return (
      <LoadingRegion label="Loading item analysis" component={Card} sx={{ p: 2 }}>
        <Skeleton variant="text" width="30%" />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="text" height={40} />
        ))}
      </LoadingRegion>
    );
  }
  const { items, reliability } = analysis.data;
  const kr20 = kr20Explanation(reliability.kr20);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <SectionCard
        id="reliability-heading"
        title="Reliability (KR-20)"
        subtitle={`${reliability.students} completed ${reliability.students === 1 ? 'attempt' : 'attempts'} · ${reliability.items} questions`}
        action={download}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 800, fontSize: '2rem', fontVariantNumeric: 'tabular-nums' }}>
            {formatIndex(reliability.kr20)}
          </Typography>
          <StatusChip label={kr20.verdict} tone={kr20.tone} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
          {kr20.text}
        </Typography>
      </SectionCard>
      <SectionCard
        id="items-heading"
        title="Questions"
        subtitle="Facility: share of students who got it right (below 0.30 hard, above 0.90 easy). Discrimination: whether stronger students got it right more often (below 0.20: review the question)."
      >
        {items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No completed attempts yet"
            message="Figures appear once students finish this exam."
          />
        ) : (
          <ItemTable items={items} />
        )}
      </SectionCard>
    </Box>
  );
};

const ItemTable = ({ items }: { items: readonly ItemAnalysisRow[] }) => (
  <>
    {/* phones: one card per question, no sideways scrolling */}
    <BareList ordered aria-label="Question figures" sx={{ display: { xs: 'grid', md: 'none' }, gap: 1 }}>
      {items.map((item) => {
        const facility = facilityHint(item.facility);
        const discrimination = discriminationHint(item.discrimination);
        return (
          <Box component="li" key={item.questionId} sx={{ ...outlinedSx, p: 1.25 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              Q{item.number}. {item.questionText}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.category} · {item.correct} of {item.answered} correct
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.75, alignItems: 'center' }}>
              <Typography variant="body2">Facility {formatIndex(item.facility)}</Typography>
              <StatusChip label={facility.label} tone={facility.tone} />
              <Typography variant="body2">Discrimination {formatIndex(item.discrimination)}</Typography>
              <StatusChip label={discrimination.label} tone={discrimination.tone} />
            </Box>
          </Box>
        );
      })}
    </BareList>
    <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
      <Table size="small" aria-labelledby="items-heading">
        <TableHead>
          <TableRow>
            <TableCell scope="col">#</TableCell>
            <TableCell scope="col">Question</TableCell>
            <TableCell scope="col">Topic</TableCell>
            <TableCell scope="col" align="right">
              Correct
            </TableCell>
            <TableCell scope="col">Facility</TableCell>
            <TableCell scope="col">Discrimination</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const facility = facilityHint(item.facility);
            const discrimination = discriminationHint(item.discrimination);
            return (
              <TableRow key={item.questionId}>
                <TableCell>{item.number}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{item.questionText}</TableCell>
                <TableCell>{item.category}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {item.correct}/{item.answered}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatIndex(item.facility)}
                    </Box>
                    <StatusChip label={facility.label} tone={facility.tone} />
                  </Box>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatIndex(item.discrimination)}
                    </Box>
                    <StatusChip label={discrimination.label} tone={discrimination.tone} />
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
    {items.some((item) => item.discrimination !== null && item.discrimination < 0.2) ? (
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        Questions marked “Review the question” do not separate stronger from weaker students: check the
        wording, the options and the marked answer.
      </Alert>
    ) : null}
  </>
);
