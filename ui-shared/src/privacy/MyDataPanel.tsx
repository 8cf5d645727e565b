import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDataAccess } from '@portal/contracts';
import { DataList } from './DataList';
import { CONSENT_LABELS, formatDate, formatDateTime } from './privacyLabels';

export interface MyDataPanelProps {
  data: UserDataAccess;
}

/** 'parentEmail' -> 'Parent email'. */
function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
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

function attemptLine(attempt: Record<string, unknown>): { primary: string; secondary: string } {
  const exam = attempt.exam as Record<string, unknown> | undefined;
  const title = show(attempt.title) ?? show(exam?.title) ?? show(attempt.examTitle) ?? 'Exam attempt';
  const percentage = show(attempt.percentage);
  const when = show(attempt.endTime) ?? show(attempt.startTime) ?? show(attempt.createdAt);
  return {
    primary: title,
    secondary: [percentage !== null ? `${percentage}%` : null, when ? formatDateTime(when) : null]
      .filter(Boolean)
      .join(' · '),
  };
}

/** Everything GET /compliance/data-access answers, readable (spec 001 §3 "User data access"). */
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

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Personal details
          </Typography>
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
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Exam attempts ({data.examAttempts.length})
          </Typography>
          {data.examAttempts.length === 0 ? (
            <Typography color="text.secondary">No exam attempts yet.</Typography>
          ) : (
            <List dense disablePadding>
              {data.examAttempts.map((attempt, index) => {
                const line = attemptLine(attempt);
                return (
                  <ListItem key={show(attempt.id) ?? index} disableGutters divider>
                    <ListItemText primary={line.primary} secondary={line.secondary || undefined} />
                  </ListItem>
                );
              })}
            </List>
          )}
          <Typography variant="h3" component="h2" gutterBottom sx={{ mt: 3 }}>
            Progress records ({data.progress.length})
          </Typography>
          <Typography color="text.secondary">
            {data.progress.length === 0
              ? 'No progress recorded yet.'
              : 'Your scores by subject, worked out from your exam attempts. Download them under My Rights.'}
          </Typography>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Consents on record
          </Typography>
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
        </CardContent>
      </Card>
    </Stack>
  );
};
