import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import FormatListNumberedRoundedIcon from '@mui/icons-material/FormatListNumberedRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import { resultBand } from '@portal/contracts';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { QuestionReview } from '../analytics-common/QuestionReview';
import { SectionCard } from '../analytics-common/SectionCard';
import { TopicBars } from '../analytics-common/TopicBars';
import { formatPercent, scoreTone } from '../analytics-common/scores';
import { StatusChip } from '../common/StatusChip';
import { FigureCards, FigureCardsSkeleton } from '../analytics-common/FigureCards';
import { RecommendationGroups } from './RecommendationGroups';
import { useDetailedAnswers } from './useScheduledAnalytics';
import { BareList } from '../common/BareList';
import { LoadingRegion } from '@portal/ui-shared';

export interface AttemptDetailsProps {
  attemptId: string;
  onBack: () => void;
}

export const DETAIL_MESSAGES = {
  failed: 'Failed to load detailed results',
  error: 'Error loading detailed results',
} as const;

/**
 * One student's answers in a scheduled exam (spec 002 §2.12): figures, topic bars, teaching
 * recommendations and the question-by-question analysis; Back to Students.
 */
export const AttemptDetails = ({ attemptId, onBack }: AttemptDetailsProps) => {
  const detail = useDetailedAnswers(attemptId);
  const back = (
    <Button startIcon={<ArrowBackRoundedIcon />} onClick={onBack} sx={{ justifySelf: 'start' }}>
      Back to Students
    </Button>
  );
  if (detail.isError && !detail.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <LoadFailure title={DETAIL_MESSAGES.failed} query={detail} retryLabel="Try Again" />
      </Box>
    );
  }
  if (!detail.data) {
    return (
      <LoadingRegion label="Loading the answers" sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.6rem' }} />
        <FigureCardsSkeleton />
        <Card sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={120} />
        </Card>
      </LoadingRegion>
    );
  }
  const data = detail.data;
  return (
    <Box
      component="section"
      aria-labelledby="attempt-detail-heading"
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      {back}
      <Box>
        <Typography
          id="attempt-detail-heading"
          variant="h2"
          sx={{ fontSize: '1.45rem', overflowWrap: 'anywhere' }}
        >
          {data.studentName || 'Student'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {data.examTitle}
          </Typography>
          <StatusChip label={resultBand(data.percentage)} tone={scoreTone(data.percentage)} />
        </Box>
      </Box>
      <FigureCards
        label="Result"
        figures={[
          {
            spec: { label: 'Percentage', icon: InsightsRoundedIcon, accent: 'indigo' },
            value: formatPercent(data.percentage),
          },
          {
            spec: { label: 'Correct', icon: CheckCircleRoundedIcon, accent: 'green' },
            value: String(data.correctAnswers),
          },
          {
            spec: { label: 'Incorrect', icon: CancelRoundedIcon, accent: 'yellow' },
            value: String(data.incorrectAnswers),
          },
          {
            spec: { label: 'Total questions', icon: FormatListNumberedRoundedIcon, accent: 'blue' },
            value: String(data.totalQuestions),
          },
        ]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'repeat(2, minmax(0,1fr))' },
          alignItems: 'start',
        }}
      >
        <SectionCard
          id="topic-analysis-heading"
          title="Topic analysis"
          subtitle="Share correct per topic: green 80% and above, yellow 60%, red below"
        >
          {data.topics.length ? (
            <TopicBars topics={data.topics} labelledBy="topic-analysis-heading" />
          ) : (
            <Typography color="text.secondary">No topics recorded for this exam.</Typography>
          )}
        </SectionCard>
        <SectionCard id="recommendations-heading" title="Teaching recommendations">
          <RecommendationGroups recommendations={data.recommendations} />
        </SectionCard>
      </Box>
      <SectionCard id="question-analysis-heading" title="Question-by-question analysis">
        {data.questions.length ? (
          <BareList ordered>
            {data.questions.map((question) => (
              <Box
                component="li"
                key={question.id}
                sx={{
                  py: 2,
                  borderTop: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { borderTop: 0, pt: 0 },
                }}
              >
                <QuestionReview question={question} showAnswers imageMaxHeight={300} />
              </Box>
            ))}
          </BareList>
        ) : (
          <Typography color="text.secondary">No answers recorded.</Typography>
        )}
      </SectionCard>
    </Box>
  );
};
