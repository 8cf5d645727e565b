import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDataAccess } from '@portal/contracts';
import { AttemptAccordionList } from './AttemptAccordionList';
import { DataList } from './DataList';
import { DataSection } from './DataSection';
import { MyDataProgress } from './MyDataProgress';
import { MY_DATA_LABELS, attemptViews, childViews, feedbackViews, humanise } from './myDataView';
import { CONSENT_LABELS, formatDate, formatDateTime } from './privacyLabels';

export interface MyDataPanelProps {
  data: UserDataAccess;
}

function show(value: unknown): string | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => show(item) ?? '').join(', ') : null;
  }
  if (typeof value === 'object') {
    return null; // nested objects are listed on their own
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : null;
}

const SHOWN_ABOVE = new Set([
  'id',
  'firstName',
  'lastName',
  'email',
  'role',
  'dateOfBirth',
  'createdAt',
  'updatedAt',
]);

/**
 * Everything GET /compliance/data-access answers, readable (spec 001 §3 "User data access"):
 * personal details, a parent's children, attempts and live quizzes (ten a page, each opening on
 * its answers), essay feedback, progress figures and consents.
 */
export const MyDataPanel = ({ data }: MyDataPanelProps) => {
  const profileItems = Object.entries(data.profile)
    .filter(([key]) => !SHOWN_ABOVE.has(key))
    .flatMap(([key, value]) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return Object.entries(value as Record<string, unknown>).flatMap(([inner, innerValue]) => {
          const text = show(innerValue);
          return text === null ? [] : [{ label: humanise(inner), value: text }];
        });
      }
      const text = show(value);
      return text === null ? [] : [{ label: humanise(key), value: text }];
    });

  const attempts = attemptViews(data.examAttempts);
  const quizzes = attemptViews(data.liveQuizSubmissions);
  const feedback = feedbackViews(data.essayFeedback);
  const children = childViews(data.children);
  // a student's learning records; other roles take no exams (shown anyway if any were found)
  const showsLearning = data.role === 'student' || attempts.length > 0 || quizzes.length > 0;

  return (
    <Stack spacing={2}>
      <DataSection title="Personal details">
        <DataList
          items={[
            { label: 'First name', value: data.firstName || '—' },
            { label: 'Last name', value: data.lastName || '—' },
            { label: 'Email', value: data.email },
            { label: 'Date of birth', value: formatDate(data.dateOfBirth) },
            { label: 'Role', value: humanise(data.role) },
            { label: 'Account created', value: formatDateTime(data.createdAt) },
            { label: 'Last updated', value: formatDateTime(data.updatedAt) },
            ...profileItems,
          ]}
        />
      </DataSection>

      {children !== null && (
        <DataSection title={`${MY_DATA_LABELS.children} (${children.length})`}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {MY_DATA_LABELS.childrenNote}
          </Typography>
          {children.length === 0 ? (
            <Typography color="text.secondary">{MY_DATA_LABELS.noChildren}</Typography>
          ) : (
            <List dense disablePadding aria-label={MY_DATA_LABELS.children}>
              {children.map((child) => (
                <ListItem key={child.id} disableGutters divider>
                  <ListItemText primary={child.name} secondary={`${child.attempts} · ${child.average}`} />
                </ListItem>
              ))}
            </List>
          )}
        </DataSection>
      )}

      {showsLearning && (
        <>
          <DataSection title={`${MY_DATA_LABELS.attempts} (${attempts.length})`}>
            <AttemptAccordionList
              idPrefix="my-attempts"
              label={MY_DATA_LABELS.attempts}
              attempts={attempts}
              empty={MY_DATA_LABELS.noAttempts}
            />
          </DataSection>

          <DataSection title={`${MY_DATA_LABELS.liveQuizzes} (${quizzes.length})`}>
            <AttemptAccordionList
              idPrefix="my-quizzes"
              label={MY_DATA_LABELS.liveQuizzes}
              attempts={quizzes}
              empty={MY_DATA_LABELS.noLiveQuizzes}
            />
          </DataSection>

          <DataSection title={`${MY_DATA_LABELS.feedback} (${feedback.length})`}>
            {feedback.length === 0 ? (
              <Typography color="text.secondary">{MY_DATA_LABELS.noFeedback}</Typography>
            ) : (
              <List dense disablePadding aria-label={MY_DATA_LABELS.feedback}>
                {feedback.map((row) => (
                  <ListItem key={row.key} disableGutters divider sx={{ display: 'block' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.examTitle}: {row.question}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {row.feedback}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Marks {row.marks}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </DataSection>

          <DataSection title={MY_DATA_LABELS.progress}>
            <MyDataProgress summary={data.progressSummary} progress={data.progress} />
          </DataSection>
        </>
      )}

      <DataSection title="Consents on record">
        {data.consents.length === 0 ? (
          <Typography color="text.secondary">No consents recorded.</Typography>
        ) : (
          <List dense disablePadding>
            {data.consents.map((consent) => (
              <ListItem
                key={consent.consentType}
                disableGutters
                divider
                secondaryAction={
                  <Chip
                    size="small"
                    label={consent.status === 'given' ? 'Given' : 'Withdrawn'}
                    color={consent.status === 'given' ? 'success' : 'default'}
                  />
                }
              >
                <ListItemText
                  primary={CONSENT_LABELS[consent.consentType]}
                  secondary={`Updated ${formatDateTime(consent.updatedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        {data.restrictions.length > 0 && (
          <Typography sx={{ mt: 2 }}>
            Processing restricted for: <strong>{data.restrictions.join(', ')}</strong>
          </Typography>
        )}
      </DataSection>
    </Stack>
  );
};
