import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { memo, useId, useMemo, type ReactElement } from 'react';
import type { SessionQuiz } from '@portal/contracts';
import { correctCountText, percentScoreText } from '@portal/contracts';
import { EmptyState } from '@portal/ui-shared';
import { StatusChip, type StatusTone } from '../common/StatusChip';
import type { StudentRow } from './classroomState';
import { answerKey, correctSoFar, markAnswer, type AnswerMark } from './sessionStats';
import { visuallyHidden } from '../common/visuallyHidden';
import { BareList } from '../common/BareList';
import { spreadRowSx } from '../common/spreadRowSx';
import { outlinedSx } from '../common/outlinedSx';

export interface StudentTableProps {
  quiz: SessionQuiz;
  students: readonly StudentRow[];
  sessionCode: string;
  /** absent once the session has ended */
  onReset?: (student: StudentRow) => void;
}

const readable = (tone: 'success' | 'error') => (theme: Theme) =>
  theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'];

const MARKS: Record<AnswerMark, { label: string; icon: ReactElement }> = {
  correct: {
    label: 'Correct',
    icon: <CheckCircleRoundedIcon sx={{ fontSize: 18, color: readable('success') }} />,
  },
  incorrect: {
    label: 'Incorrect',
    icon: <CancelRoundedIcon sx={{ fontSize: 18, color: readable('error') }} />,
  },
  unanswered: {
    label: 'Not answered',
    icon: <RemoveCircleOutlineRoundedIcon sx={{ fontSize: 18, color: 'text.disabled' }} />,
  },
};

function studentStatus(student: StudentRow): { label: string; tone: StatusTone } {
  if (student.submitted) {
    return { label: 'Submitted', tone: 'success' };
  }
  if (!student.online) {
    return { label: 'Disconnected', tone: 'neutral' };
  }
  return Object.keys(student.answers).length > 0
    ? { label: 'Answering', tone: 'info' }
    : { label: 'Connected', tone: 'primary' };
}

const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  maxWidth: 220,
  overflowWrap: 'anywhere',
} as const;

/**
 * The students of the session (spec 002 §2.13): status, one column per question (correct,
 * incorrect, not answered), score and Reset. Wide quizzes scroll sideways inside the card.
 */
export const StudentTable = ({ quiz, students, sessionCode, onReset }: StudentTableProps) => {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={spreadRowSx('center')}>
        <Typography id={`${id}-heading`} variant="h2">
          Students
        </Typography>
        <BareList aria-label="Legend" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {(['correct', 'incorrect', 'unanswered'] as const).map((mark) => (
            <Typography
              key={mark}
              component="li"
              variant="body2"
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                {MARKS[mark].icon}
              </Box>
              {MARKS[mark].label.toLowerCase()}
            </Typography>
          ))}
        </BareList>
      </Box>
      {students.length === 0 ? (
        <Box sx={{ mt: 2 }} role="status">
          <EmptyState
            headingLevel={3}
            icon={<GroupAddRoundedIcon />}
            title="No students connected yet"
            message={
              <>
                Share the session code{' '}
                <Box component="strong" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }}>
                  {sessionCode}
                </Box>{' '}
                with your students: they join from Join Classroom Quiz. They appear here as they connect.
              </>
            }
          />
        </Box>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Student answers, scrolls sideways"
          // relative: the screen-reader-only text in the cells is clipped here, not widening the page
          sx={{
            mt: 1.5,
            ...outlinedSx,
            maxWidth: '100%',
            position: 'relative',
          }}
        >
          <Table size="small" aria-labelledby={`${id}-heading`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...stickyName, bgcolor: undefined, zIndex: 2 }}>Student</TableCell>
                <TableCell>Status</TableCell>
                {quiz.questions.map((question) => (
                  <TableCell key={question.id} align="center" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                    <Box
                      component="abbr"
                      title={question.text}
                      sx={{ textDecoration: 'none', cursor: 'help' }}
                    >
                      Q{question.number}
                    </Box>
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>Score</TableCell>
                {onReset ? (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((student) => (
                <StudentTableRow
                  key={student.id}
                  quiz={quiz}
                  student={student}
                  {...(onReset ? { onReset } : {})}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
};

interface StudentTableRowProps {
  quiz: SessionQuiz;
  student: StudentRow;
  onReset?: (student: StudentRow) => void;
}

/** One student's row; drawn again only when that student changes (the reducer keeps the others). */
const StudentTableRow = memo(function StudentTableRow({ quiz, student, onReset }: StudentTableRowProps) {
  const total = quiz.questions.length;
  const key = useMemo(() => answerKey(quiz), [quiz]);
  const status = studentStatus(student);
  const correct = correctSoFar(key, student);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ ...stickyName, fontWeight: 600 }}>
        {student.name}
      </TableCell>
      <TableCell>
        <StatusChip label={status.label} tone={status.tone} />
      </TableCell>
      {quiz.questions.map((question) => {
        const mark = markAnswer(key, student, question.number);
        const answer = student.answers[String(question.number)];
        return (
          <TableCell key={question.id} align="center" sx={{ px: 1, whiteSpace: 'nowrap' }}>
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}
            >
              {MARKS[mark].icon}
              {answer ?? ''}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {answer ? `${answer}, ${MARKS[mark].label.toLowerCase()}` : MARKS[mark].label}
            </Box>
          </TableCell>
        );
      })}
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {student.submitted && student.score !== null ? (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {correctCountText(student.score, total)}
            {student.percentage !== null ? ` (${percentScoreText(student.percentage)})` : ''}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {correctCountText(correct, total)} so far
          </Typography>
        )}
      </TableCell>
      {onReset ? (
        <TableCell>
          <Button
            size="small"
            startIcon={<RestartAltRoundedIcon />}
            onClick={() => onReset(student)}
            aria-label={`Reset ${student.name}`}
          >
            Reset
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
});
