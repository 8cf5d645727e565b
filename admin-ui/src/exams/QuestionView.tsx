import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { optionLetter, type Question } from '@portal/contracts';
import { answerLabel } from './examForm';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS, pluralise } from './examLabels';
import { QuestionImage } from './QuestionImage';
import { OptionRow } from '../common/OptionRow';
import { PassageChip } from '../common/PassageChip';
import { QuestionHeading } from '../common/QuestionHeading';
import { BareList } from '../common/BareList';
import { outlinedSx } from '../common/outlinedSx';

/** A stored question or one being edited (blank text where the stored one has null). */
export type QuestionViewData = Pick<
  Question,
  | 'id'
  | 'question'
  | 'type'
  | 'options'
  | 'correctAnswer'
  | 'marks'
  | 'category'
  | 'difficulty'
  | 'imagePath'
  | 'explanation'
  | 'passageTitle'
>;

export interface QuestionViewProps {
  question: QuestionViewData;
  number: number;
  /** Inside the editor's list, whose row already shows the number and the text. */
  compact?: boolean;
}

/** One question of the exam viewer: text, picture (at most 300 px high), options and the answer. */
export const QuestionView = ({ question, number, compact = false }: QuestionViewProps) => {
  const headingId = `view-question-${question.id}`;
  return (
    <Box
      component={compact ? 'div' : 'article'}
      aria-labelledby={compact ? undefined : headingId}
      sx={
        compact
          ? { display: 'grid', gap: 1.25, minWidth: 0 }
          : {
              p: 2,
              ...outlinedSx,
              display: 'grid',
              gap: 1.25,
              minWidth: 0,
            }
      }
    >
      {compact ? (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {question.question || (
            <Box component="em" sx={{ color: 'text.secondary' }}>
              No question text yet
            </Box>
          )}
        </Typography>
      ) : (
        <QuestionHeading id={headingId} number={number} component="h3">
          {question.question}
        </QuestionHeading>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Chip size="small" label={QUESTION_TYPE_LABELS[question.type]} />
        <Chip size="small" variant="outlined" label={pluralise(question.marks, 'mark')} />
        <Chip size="small" variant="outlined" label={question.category} />
        <Chip size="small" variant="outlined" label={DIFFICULTY_LABELS[question.difficulty]} />
        {question.passageTitle ? <PassageChip label={question.passageTitle} /> : null}
      </Box>
      {question.imagePath ? <QuestionImage src={question.imagePath} maxHeight={300} /> : null}
      {question.type === 'multiple-choice' ? (
        <BareList ordered gap={0.75}>
          {question.options.map((option, index) => {
            const correct = optionLetter(index) === question.correctAnswer;
            return (
              <OptionRow key={index} index={index} option={option} tone={correct ? 'success' : null}>
                {correct ? (
                  <CheckCircleRoundedIcon color="success" fontSize="small" titleAccess="Correct answer" />
                ) : null}
              </OptionRow>
            );
          })}
        </BareList>
      ) : question.type === 'essay' ? (
        <Typography variant="body2" color="text.secondary">
          Marked by the tutor (no set answer).
        </Typography>
      ) : (
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 700 }}>
            Answer:{' '}
          </Box>
          {answerLabel(question) || '—'}
        </Typography>
      )}
      {question.explanation ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            Explanation:{' '}
          </Box>
          {question.explanation}
        </Typography>
      ) : null}
    </Box>
  );
};
