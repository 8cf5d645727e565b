import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MOCK_MESSAGES, type MockStudentRow } from '@portal/contracts';
import { CloseActions } from '../common/CloseActions';
import { DialogFrame } from '../common/DialogFrame';
import { formatDate } from '../common/formatDate';
import { ageText, figure, marksText, ordinal, targetSentence, type PaperOfMock } from './mockResults';
import { TargetChip } from './TargetChip';

export interface StudentBreakdownDialogProps {
  /** the child shown; null: closed */
  row: MockStudentRow | null;
  mockName: string;
  papers: readonly (PaperOfMock & { cohortSize: number; standardised: boolean })[];
  /** children with a combined score (a mock of several papers) */
  combinedCohort: number | null;
  targetScore: number | null;
  /** below this many children a paper has no SAS */
  minCohort: number;
  onClose: () => void;
}

/** One term and its value of a paper's figures. */
const Figure = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {term}
    </Typography>
    <Typography
      component="dd"
      variant="body2"
      sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Typography>
  </>
);

const figuresSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;

/**
 * One child's mock, paper by paper (issue 20): marks, SAS, percentile and rank in the paper's
 * cohort, their age in months on the day they sat it and whether it was a make-up; then the
 * combined figures and the place against the target.
 */
export const StudentBreakdownDialog = ({
  row,
  mockName,
  papers,
  combinedCohort,
  targetScore,
  minCohort,
  onClose,
}: StudentBreakdownDialogProps) => {
  const overall = row?.overall ?? null;
  return (
    <DialogFrame
      open={row !== null}
      onClose={onClose}
      titleId="mock-breakdown-title"
      title={row?.name ?? ''}
      subtitle={mockName}
      maxWidth="sm"
      focusableContent
      actions={<CloseActions onClose={onClose} />}
    >
      {row ? (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {overall ? (
            <Box component="section" aria-labelledby="mock-breakdown-overall">
              <Typography id="mock-breakdown-overall" variant="h3" sx={{ mb: 1 }}>
                {papers.length > 1 ? 'Combined' : 'Overall'}
              </Typography>
              <Box component="dl" sx={figuresSx}>
                <Figure term="SAS">{figure(overall.sas)}</Figure>
                <Figure term="Percentile">{ordinal(overall.percentile)}</Figure>
                <Figure term="Rank">
                  {overall.rank}
                  {combinedCohort !== null ? ` of ${combinedCohort}` : ''}
                </Figure>
                {row.target && targetScore !== null ? (
                  <Figure term="Against target">
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                    >
                      <TargetChip target={row.target} />
                      <span>{targetSentence(row.target, targetScore)}</span>
                    </Box>
                  </Figure>
                ) : null}
              </Box>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No combined score: a combined score needs every paper of the mock sat.
            </Typography>
          )}
          {papers.map((paper) => {
            const result = row.papers[paper.examId];
            const headingId = `mock-breakdown-${paper.examId}`;
            return (
              <Box
                key={paper.examId}
                component="section"
                aria-labelledby={headingId}
                sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
              >
                <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
                  {paper.title}
                </Typography>
                {result ? (
                  <>
                    <Box component="dl" sx={figuresSx}>
                      <Figure term="Marks">{marksText(result)}</Figure>
                      <Figure term="SAS">
                        {result.sas === null ? 'None (percentiles only)' : result.sas}
                      </Figure>
                      <Figure term="Percentile">{ordinal(result.percentile)}</Figure>
                      <Figure term="Rank">
                        {result.rank} of {paper.cohortSize}
                      </Figure>
                      <Figure term="Age at sitting">{ageText(result.ageInMonths)}</Figure>
                      <Figure term="Sat on">{formatDate(`${result.sittingDate}T12:00:00Z`)}</Figure>
                      <Figure term="Make-up">{result.isMakeup ? 'Yes, sat after the window' : 'No'}</Figure>
                    </Box>
                    {result.sas !== null && !result.ageAdjusted ? (
                      <Alert severity="warning" sx={{ mt: 1 }}>
                        {MOCK_MESSAGES.noDateOfBirth}
                      </Alert>
                    ) : null}
                    {!paper.standardised ? (
                      <Alert severity="info" sx={{ mt: 1 }}>
                        {MOCK_MESSAGES.tooSmall(minCohort)}
                      </Alert>
                    ) : null}
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Not sat
                  </Typography>
                )}
              </Box>
            );
          })}
          <Typography variant="caption" color="text.secondary">
            SAS: standardised age score, 100 being the average for children of the same age in months in this
            cohort (69 to 141).
          </Typography>
        </Box>
      ) : null}
    </DialogFrame>
  );
};
