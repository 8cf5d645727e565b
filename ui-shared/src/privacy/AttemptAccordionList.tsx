import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { DataList } from './DataList';
import { MY_DATA_LABELS, pageOf, type AttemptView } from './myDataView';
import { formatDateTime } from './privacyLabels';

/** On phones each answer is a small block of labelled lines instead of a row too wide to read. */
const STACK_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'block', border: 0, py: 0.25, px: 0 },
    '& td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
  },
} as const;

export interface AttemptAccordionListProps {
  /** names the list and its ids (e.g. "attempts", "quizzes") */
  idPrefix: string;
  label: string;
  attempts: readonly AttemptView[];
  empty: string;
}

/** Attempts newest first, ten a page, each opening onto its answers (My Data tab). */
export const AttemptAccordionList = ({ idPrefix, label, attempts, empty }: AttemptAccordionListProps) => {
  const [page, setPage] = useState(1);
  if (attempts.length === 0) {
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  const shown = pageOf(attempts, page);
  return (
    <Stack spacing={1} role="list" aria-label={label}>
      {shown.items.map((attempt) => (
        <Accordion
          key={attempt.id}
          disableGutters
          variant="outlined"
          role="listitem"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRoundedIcon />}
            aria-controls={`${idPrefix}-${attempt.id}-content`}
            id={`${idPrefix}-${attempt.id}-summary`}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {attempt.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[attempt.examType, formatDateTime(attempt.submitted ?? attempt.started), attempt.score].join(
                  ' · ',
                )}
              </Typography>
            </Box>
            <Chip
              size="small"
              sx={{ ml: 1, alignSelf: 'center' }}
              label={attempt.statusLabel}
              color={attempt.status === 'completed' ? 'success' : 'default'}
            />
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-${attempt.id}-content`}>
            <DataList
              items={[
                { label: 'Started', value: formatDateTime(attempt.started) },
                { label: 'Submitted', value: formatDateTime(attempt.submitted) },
                { label: 'Time taken', value: attempt.timeSpent ?? '—' },
                { label: 'Score', value: attempt.score },
              ]}
            />
            {!attempt.released && attempt.status === 'completed' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {MY_DATA_LABELS.withheldNote}
              </Typography>
            )}
            <TableContainer sx={{ mt: 2 }}>
              <Table size="small" aria-label={`Your answers in ${attempt.title}`} sx={STACK_ON_PHONES}>
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>Question</TableCell>
                    <TableCell>Your answer</TableCell>
                    <TableCell>Result</TableCell>
                    <TableCell>Marks</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {attempt.answers.map((answer) => (
                    <TableRow key={answer.questionId}>
                      <TableCell data-label="Question">{answer.number}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {answer.question}
                        {answer.feedback && (
                          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                            Tutor feedback: {answer.feedback}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell
                        data-label="Your answer"
                        sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
                      >
                        {answer.answer}
                      </TableCell>
                      <TableCell data-label="Result">{answer.result}</TableCell>
                      <TableCell data-label="Marks">{answer.marks}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {attempt.integrity.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {MY_DATA_LABELS.integrity} ({attempt.integrity.length})
                </Typography>
                <DataList
                  items={attempt.integrity.map((event, index) => ({
                    label: `${index + 1}. ${event.type}`,
                    value: formatDateTime(event.at),
                  }))}
                />
              </Box>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
      {shown.pages > 1 && (
        <Pagination
          count={shown.pages}
          page={shown.page}
          onChange={(_event, value) => setPage(value)}
          getItemAriaLabel={(type, number) =>
            type === 'page' ? `${label}, page ${number}` : `${label}, ${type} page`
          }
          sx={{ alignSelf: 'center', pt: 1 }}
        />
      )}
    </Stack>
  );
};
