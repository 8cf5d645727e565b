import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { OptionRow } from '../common/OptionRow';
import { PassageChip } from '../common/PassageChip';
import { QuestionHeading } from '../common/QuestionHeading';
import { StatusChip } from '../common/StatusChip';
import { QuestionImage } from '../exams/QuestionImage';
import { optionIndexOf, type AnalysedQuestion } from './questionAnalysis';
import { BareList } from '../common/BareList';

export interface QuestionReviewProps {
  question: AnalysedQuestion;
  /** the correct answer and the explanation; the student's own answer is always shown */
  showAnswers: boolean;
  /** 400 px in the one-question viewer, 300 px in lists (spec 002 §2.11) */
  imageMaxHeight: 300 | 400;
  /** heading level of the question text inside its page */
  headingLevel?: 'h2' | 'h3';
}

/** The correctness of an answer, in words and with an icon. */
export const CorrectnessChip = ({ question }: { question: AnalysedQuestion }) =>
  !question.answered ? (
    <StatusChip label="Not answered" tone="neutral" />
  ) : question.pending ? (
    <StatusChip label="Awaiting marking" tone="info" />
  ) : question.isCorrect ? (
    <StatusChip label="Correct" tone="success" icon={<CheckCircleRoundedIcon />} />
  ) : (
    <StatusChip label="Incorrect" tone="error" icon={<CancelRoundedIcon />} />
  );

/**
 * One reviewed question: its text, picture, the options with the student's choice and (when
 * answers are shown) the correct one, and the explanation.
 */
export const QuestionReview = ({
  question,
  showAnswers,
  imageMaxHeight,
  headingLevel = 'h3',
}: QuestionReviewProps) => {
  const headingId = `review-question-${question.id}`;
  const chosen = optionIndexOf(question.studentAnswer, question.options);
  const correct = optionIndexOf(question.correctAnswer, question.options);
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <CorrectnessChip question={question} />
        <Chip size="small" variant="outlined" label={question.topic} sx={{ maxWidth: '100%' }} />
        {question.passage ? <PassageChip label={question.passage.title || 'Reading passage'} /> : null}
      </Box>
      <QuestionHeading id={headingId} number={question.number} component={headingLevel} fontSize="1rem">
        {question.text || 'Question text not available'}
      </QuestionHeading>
      {question.imagePath ? <QuestionImage src={question.imagePath} maxHeight={imageMaxHeight} /> : null}
      {question.options.length > 0 ? (
        <BareList ordered gap={0.75}>
          {question.options.map((option, index) => {
            const isChosen = index === chosen;
            const isCorrect = showAnswers && index === correct;
            const tone = isCorrect
              ? 'success'
              : isChosen && showAnswers
                ? 'error'
                : isChosen
                  ? 'primary'
                  : null;
            const notes = [isChosen ? "student's answer" : '', isCorrect ? 'correct answer' : ''].filter(
              Boolean,
            );
            return (
              <OptionRow key={index} index={index} option={option} tone={tone}>
                {notes.length ? (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ fontWeight: 700, flexShrink: 0, color: tone ? `${tone}.dark` : 'text.secondary' }}
                  >
                    {notes.join(' · ')}
                  </Typography>
                ) : null}
              </OptionRow>
            );
          })}
        </BareList>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 0.5, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}
      >
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2">
            Student&apos;s answer:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {question.answered ? question.studentAnswer : 'Not answered'}
          </Typography>
        </Box>
        {question.type === 'essay' && question.answered && !question.pending ? (
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography component="dt" variant="body2">
              Marks:
            </Typography>
            <Typography component="dd" variant="body2">
              {question.marks}/{question.maxMarks}
            </Typography>
          </Box>
        ) : null}
        {question.feedback ? (
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography component="dt" variant="body2">
              Feedback:
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ overflowWrap: 'anywhere', minWidth: 0, whiteSpace: 'pre-wrap' }}
            >
              {question.feedback}
            </Typography>
          </Box>
        ) : null}
        {showAnswers ? (
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography component="dt" variant="body2">
              Correct answer:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {question.correctAnswer || '—'}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {showAnswers && question.explanation ? (
        <Box
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.info.main, 0.08),
            borderLeft: 4,
            borderColor: 'info.main',
          }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Explanation:{' '}
            </Box>
            {question.explanation}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
};
