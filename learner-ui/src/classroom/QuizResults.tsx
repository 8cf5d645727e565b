import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ListAltRoundedIcon from '@mui/icons-material/ListAltRounded';
import RemoveCircleRoundedIcon from '@mui/icons-material/RemoveCircleRounded';
import type { StudentSessionQuiz, SubmissionResults } from '@portal/contracts';
import { PLAIN_LIST } from '@portal/ui-shared';
import { scoreBand, scoreColors } from '@portal/ui-shared/theme';
import { resultRows } from './quizModel';
import { StageHeading } from './StageHeading';

export interface QuizResultsProps {
  results: SubmissionResults;
  quiz: StudentSessionQuiz | null;
  /** 'Quiz Complete' when shown as the stage; a sub-heading inside Session Ended */
  asStage: boolean;
  onBackToClassroom?: () => void;
}

const Stat = ({ label, value }: { label: string; value: string }) => (
  <Box
    sx={{
      p: 1.5,
      borderRadius: '16px',
      bgcolor: 'background.default',
      textAlign: 'center',
      minWidth: 0,
    }}
  >
    <Typography
      sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

function cheer(percent: number): string {
  if (percent >= 80) {
    return 'Brilliant work!';
  }
  if (percent >= 60) {
    return 'Good effort!';
  }
  return 'Well done for finishing. Have a look at the answers below.';
}

/** Results: correct answers, final score percent, total questions and the question-by-question list. */
export const QuizResults = ({ results, quiz, asStage, onBackToClassroom }: QuizResultsProps) => {
  const percent = Math.round(results.percentage);
  const colors = scoreColors[scoreBand(percent)];
  const rows = resultRows(results, quiz);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Card
        sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
      >
        {asStage ? (
          <StageHeading align="center">Quiz Complete</StageHeading>
        ) : (
          <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
            Your result
          </Typography>
        )}
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={100}
            size={132}
            thickness={5}
            aria-hidden
            sx={{ color: 'divider', position: 'absolute' }}
          />
          <CircularProgress
            variant="determinate"
            value={percent}
            size={132}
            thickness={5}
            aria-hidden
            sx={{ color: colors.main, '& circle': { strokeLinecap: 'round' } }}
          />
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, color: colors.text }}>
              {percent}%
            </Typography>
          </Box>
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{cheer(percent)}</Typography>
        <Box
          sx={{
            width: '100%',
            maxWidth: 480,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          }}
        >
          <Stat label="Correct answers" value={String(results.correctAnswers)} />
          <Stat label="Final score" value={`${percent}%`} />
          <Stat label="Total questions" value={String(results.totalQuestions)} />
        </Box>
        {onBackToClassroom && (
          <Button variant="outlined" startIcon={<ListAltRoundedIcon />} onClick={onBackToClassroom}>
            Back to Classroom
          </Button>
        )}
      </Card>

      <Card
        component="section"
        aria-labelledby="classroom-results-heading"
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Typography id="classroom-results-heading" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          Question-by-question results
        </Typography>
        <Box component="ol" sx={{ ...PLAIN_LIST, display: 'grid', gap: 1.25 }}>
          {rows.map((row) => {
            const Icon = row.isCorrect
              ? CheckCircleRoundedIcon
              : row.yourAnswer === null
                ? RemoveCircleRoundedIcon
                : CancelRoundedIcon;
            const verdict = row.isCorrect
              ? 'Correct'
              : row.yourAnswer === null
                ? 'Not answered'
                : 'Incorrect';
            return (
              <Box
                component="li"
                key={row.number}
                aria-label={`Question ${row.number}: ${verdict}`}
                sx={{
                  p: 1.5,
                  borderRadius: '16px',
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'flex-start',
                  bgcolor: row.isCorrect
                    ? scoreColors.high.soft
                    : row.yourAnswer === null
                      ? 'background.default'
                      : scoreColors.low.soft,
                  minWidth: 0,
                }}
              >
                <Icon
                  aria-hidden
                  sx={{
                    mt: 0.25,
                    flexShrink: 0,
                    color: row.isCorrect
                      ? 'success.main'
                      : row.yourAnswer === null
                        ? 'text.secondary'
                        : 'error.main',
                  }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {row.number}. {row.text}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {verdict}.
                    </Box>{' '}
                    Your answer: {row.yourAnswer ?? 'none'}
                    {!row.isCorrect && <> · Correct answer: {row.correctAnswer}</>}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Card>
    </Box>
  );
};
