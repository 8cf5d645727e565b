import type { ReactElement } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import LightbulbRoundedIcon from '@mui/icons-material/LightbulbRounded';
import { optionLetter } from '@portal/contracts';
import { PLAIN_LIST } from '@portal/ui-shared';
import { scoreColors } from '@portal/ui-shared/theme';
import {
  ANSWER_STATUS_LABELS,
  answerStatus,
  displayAnswer,
  type AnswerStatus,
  type ResultQuestionView,
} from './resultFormat';
import { QuestionImage } from '../take-exam/QuestionImage';

export interface ResultQuestionCardProps {
  question: ResultQuestionView;
}

const STATUS_STYLE: Record<
  AnswerStatus,
  { colours: { main: string; soft: string; text: string }; icon: ReactElement }
> = {
  correct: { colours: scoreColors.high, icon: <CheckCircleRoundedIcon /> },
  incorrect: { colours: scoreColors.low, icon: <CancelRoundedIcon /> },
  unanswered: {
    colours: { main: '#9A9FB8', soft: '#EEF0F8', text: '#545A7A' },
    icon: <HelpOutlineRoundedIcon />,
  },
  pending: { colours: scoreColors.medium, icon: <HourglassTopRoundedIcon /> },
  answered: {
    colours: { main: '#5C6BC0', soft: '#ECEEFA', text: '#3949AB' },
    icon: <EditNoteRoundedIcon />,
  },
};

/** One question of the review: what was asked, the student's answer, the right one and why. */
export const ResultQuestionCard = ({ question }: ResultQuestionCardProps) => {
  const status = answerStatus(question);
  const style = STATUS_STYLE[status];
  const isChoice = question.options.length > 0;
  // while the key is withheld the student's own choice is marked neutrally, never as wrong
  const mineColours = question.keyWithheld ? style.colours : scoreColors.low;
  return (
    <Card
      component="article"
      aria-label={`Question ${question.number}: ${ANSWER_STATUS_LABELS[status]}`}
      data-status={status}
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 1.5,
        borderLeft: 6,
        borderLeftColor: style.colours.main,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h3">
          Question {question.number}
        </Typography>
        <Chip
          size="small"
          icon={style.icon}
          label={ANSWER_STATUS_LABELS[status]}
          sx={{
            bgcolor: style.colours.soft,
            color: style.colours.text,
            fontWeight: 700,
            '& .MuiChip-icon': { color: style.colours.main },
          }}
        />
        {question.category && <Chip size="small" variant="outlined" label={question.category} />}
      </Box>
      {question.passage && (
        <Accordion
          disableGutters
          variant="outlined"
          sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
            <Typography sx={{ fontWeight: 700 }}>
              Passage: {question.passage.title || 'Reading passage'}
              {question.passage.author ? ` by ${question.passage.author}` : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
            {question.passage.text
              .split(/\n+/)
              .filter((p) => p.trim())
              .map((paragraph, index) => (
                <Typography key={index}>{paragraph}</Typography>
              ))}
          </AccordionDetails>
        </Accordion>
      )}
      <Typography
        sx={{ fontSize: '1.1rem', fontWeight: 600, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {question.question}
      </Typography>
      {question.imagePath && (
        <QuestionImage src={question.imagePath} number={question.number} align="start" />
      )}
      {isChoice && question.type === 'multiple-choice' && (
        <Box component="ol" sx={{ ...PLAIN_LIST, display: 'grid', gap: 0.75 }}>
          {question.options.map((option, index) => {
            const letter = optionLetter(index);
            const mine = question.userAnswer === letter;
            const right = !question.keyWithheld && question.correctAnswer === letter;
            return (
              <Box
                component="li"
                key={letter}
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  border: 2,
                  borderColor: right ? scoreColors.high.main : mine ? mineColours.main : 'divider',
                  bgcolor: right ? scoreColors.high.soft : mine ? mineColours.soft : 'transparent',
                  display: 'flex',
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                }}
              >
                <Typography component="span" sx={{ fontWeight: 800 }}>
                  {letter}.
                </Typography>
                <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {option}
                </Typography>
                {mine && <Chip size="small" label="Your answer" />}
                {right && <Chip size="small" color="success" label="Correct answer" />}
              </Box>
            );
          })}
        </Box>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
          Your answer
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {displayAnswer(question.userAnswer, question.options, question.type)}
        </Typography>
        {!question.keyWithheld && (
          <>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
              Correct answer
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, color: scoreColors.high.text, overflowWrap: 'anywhere' }}
            >
              {question.correctAnswer
                ? displayAnswer(question.correctAnswer, question.options, question.type)
                : '—'}
            </Typography>
          </>
        )}
      </Box>
      {!question.keyWithheld && question.explanation && (
        <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <LightbulbRoundedIcon aria-hidden sx={{ color: 'secondary.dark' }} />
          <Typography>
            <strong>Explanation: </strong>
            {question.explanation}
          </Typography>
        </Box>
      )}
    </Card>
  );
};
