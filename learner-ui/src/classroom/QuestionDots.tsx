import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { StudentQuizQuestion } from '@portal/contracts';
import { PLAIN_LIST } from '@portal/ui-shared';
import { primaryTint, primaryTintRing } from '../reading-aids/tints';
import type { Answers } from './quizModel';

export interface QuestionDotsProps {
  questions: readonly StudentQuizQuestion[];
  answers: Answers;
  current: number;
  onSelect: (index: number) => void;
}

/** A compact map of the quiz: one button per question, filled when answered, ringed when shown. */
export const QuestionDots = ({ questions, answers, current, onSelect }: QuestionDotsProps) => (
  <Box component="nav" aria-label="Questions">
    <Box component="ol" sx={{ ...PLAIN_LIST, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {questions.map((question, index) => {
        const answered = answers[String(question.number)] !== undefined;
        const here = index === current;
        return (
          <li key={question.id}>
            <ButtonBase
              focusRipple
              onClick={() => onSelect(index)}
              aria-label={`Go to question ${question.number}, ${answered ? 'answered' : 'not answered'}`}
              aria-current={here ? 'step' : undefined}
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                fontWeight: 700,
                border: 2,
                borderColor: here ? 'primary.dark' : answered ? 'primary.main' : 'divider',
                bgcolor: answered ? 'primary.main' : here ? primaryTint : 'background.paper',
                color: answered ? 'primary.contrastText' : 'text.primary',
                boxShadow: here ? primaryTintRing(3) : 'none',
              }}
            >
              {question.number}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  </Box>
);
