import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useMemo, useState } from 'react';
import { QuestionReview } from '../analytics-common/QuestionReview';
import {
  filterQuestions,
  type AnalysedQuestion,
  type QuestionFilter,
} from '../analytics-common/questionAnalysis';
import { spreadRowSx } from '../common/spreadRowSx';

export interface QuestionNavigatorProps {
  questions: readonly AnalysedQuestion[];
}

const FILTERS: { value: QuestionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'correct', label: 'Correct' },
  { value: 'incorrect', label: 'Incorrect' },
];

/**
 * The question viewer of tutor-exam-results (spec 002 §2.11): filters All / Correct / Incorrect,
 * a grid of question numbers, one question at a time with Previous / Next and "n of m questions",
 * and Show / Hide Answers.
 */
export const QuestionNavigator = ({ questions }: QuestionNavigatorProps) => {
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const [position, setPosition] = useState(0);
  const [showAnswers, setShowAnswers] = useState(true);
  const shown = useMemo(() => filterQuestions(questions, filter), [questions, filter]);
  const index = Math.min(position, Math.max(0, shown.length - 1));
  const current = shown[index];
  const counts: Record<QuestionFilter, number> = {
    all: questions.length,
    correct: filterQuestions(questions, 'correct').length,
    incorrect: filterQuestions(questions, 'incorrect').length,
  };

  return (
    <Card
      component="section"
      aria-labelledby="question-review-heading"
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
    >
      <Box sx={spreadRowSx('center', 1.5)}>
        <Typography id="question-review-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
          Questions
        </Typography>
        <Button
          variant="outlined"
          size="small"
          aria-pressed={showAnswers}
          startIcon={showAnswers ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
          onClick={() => setShowAnswers((value) => !value)}
        >
          {showAnswers ? 'Hide Answers' : 'Show Answers'}
        </Button>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label="Show questions"
        onChange={(_, value: QuestionFilter | null) => {
          if (value) {
            setFilter(value);
            setPosition(0);
          }
        }}
        sx={{ mt: 1.5, flexWrap: 'wrap' }}
      >
        {FILTERS.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5, textTransform: 'none' }}>
            {option.label} ({counts[option.value]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {filter === 'correct'
            ? 'No correct answers in this attempt.'
            : 'No incorrect answers: every question is right.'}
        </Typography>
      ) : (
        <>
          <Box
            component="nav"
            aria-label="Question navigator"
            sx={{
              mt: 2,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
              gap: 0.75,
              maxWidth: 10 * 46,
            }}
          >
            {shown.map((question, at) => {
              const tone =
                !question.answered || question.pending ? 'grey' : question.isCorrect ? 'success' : 'error';
              const selected = at === index;
              const state = !question.answered
                ? 'not answered'
                : question.pending
                  ? 'awaiting marking'
                  : question.isCorrect
                    ? 'correct'
                    : 'incorrect';
              return (
                <ButtonBase
                  key={question.id}
                  onClick={() => setPosition(at)}
                  aria-label={`Question ${question.number}, ${state}`}
                  aria-current={selected ? 'step' : undefined}
                  sx={(theme) => {
                    const main = tone === 'grey' ? theme.palette.text.secondary : theme.palette[tone].main;
                    return {
                      height: 40,
                      borderRadius: 1,
                      fontWeight: 700,
                      border: 2,
                      borderColor: selected ? theme.palette.primary.main : alpha(main, 0.6),
                      bgcolor: selected ? alpha(theme.palette.primary.main, 0.12) : alpha(main, 0.1),
                      color:
                        tone === 'grey'
                          ? 'text.secondary'
                          : theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'],
                      '&.Mui-focusVisible': {
                        outline: `3px solid ${theme.palette.primary.main}`,
                        outlineOffset: 2,
                      },
                    };
                  }}
                >
                  {question.number}
                </ButtonBase>
              );
            })}
          </Box>
          <Box sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            {current ? (
              <QuestionReview question={current} showAnswers={showAnswers} imageMaxHeight={400} />
            ) : null}
          </Box>
          <Box sx={{ ...spreadRowSx('center'), mt: 2 }}>
            <Button
              variant="outlined"
              startIcon={<ChevronLeftRoundedIcon />}
              disabled={index === 0}
              onClick={() => setPosition(index - 1)}
            >
              Previous
            </Button>
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {index + 1} of {shown.length} questions
            </Typography>
            <Button
              variant="contained"
              endIcon={<ChevronRightRoundedIcon />}
              disabled={index >= shown.length - 1}
              onClick={() => setPosition(index + 1)}
            >
              Next
            </Button>
          </Box>
        </>
      )}
    </Card>
  );
};
