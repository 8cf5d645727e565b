import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { AnswerInput } from './AnswerInput';
import type { ExamQuestion } from './examModel';
import { QuestionImage } from './QuestionImage';
import { SpreadRow } from '@portal/ui-shared';
import { ReadAloudButton } from '../reading-aids/ReadAloudButton';
import { scaled } from '../reading-aids/ReadingAidsScope';
import { questionSpeech } from '../reading-aids/speechText';

export interface QuestionPanelProps {
  question: ExamQuestion;
  number: number;
  total: number;
  answer: string;
  flagged: boolean;
  disabled: boolean;
  onAnswer: (value: string) => void;
  onToggleFlag: () => void;
}

/** One question: its number, text, image and the answer control, with the flag toggle. */
export const QuestionPanel = ({
  question,
  number,
  total,
  answer,
  flagged,
  disabled,
  onAnswer,
  onToggleFlag,
}: QuestionPanelProps) => (
  <Card
    component="section"
    aria-labelledby="question-heading"
    sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}
  >
    <SpreadRow gap={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="question-heading"
          variant="h2"
          sx={{ fontSize: { xs: scaled(1.1), sm: scaled(1.25) } }}
        >
          Question {number} of {total}
        </Typography>
        <Chip size="small" label={`${question.marks} mark${question.marks === 1 ? '' : 's'}`} />
        {question.category && <Chip size="small" variant="outlined" label={question.category} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ReadAloudButton
          what={`question:${question.id}`}
          text={() => questionSpeech(question, number, total)}
        />
        <Button
          variant={flagged ? 'contained' : 'outlined'}
          color="secondary"
          startIcon={flagged ? <FlagRoundedIcon /> : <FlagOutlinedIcon />}
          aria-pressed={flagged}
          onClick={onToggleFlag}
          disabled={disabled}
          sx={flagged ? undefined : { color: 'secondary.dark', borderColor: 'secondary.dark' }}
        >
          {flagged ? 'Flagged for review' : 'Flag for review'}
        </Button>
      </Box>
    </SpreadRow>
    <Typography
      component="p"
      sx={{
        fontSize: { xs: scaled(1.2), sm: scaled(1.35) },
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'pre-line',
      }}
    >
      {question.question}
    </Typography>
    {question.imagePath && <QuestionImage src={question.imagePath} number={number} align="center" />}
    <AnswerInput question={question} value={answer} onChange={onAnswer} disabled={disabled} />
  </Card>
);
