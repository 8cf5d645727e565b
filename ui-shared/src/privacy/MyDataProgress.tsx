import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DataList } from './DataList';
import { MY_DATA_LABELS, progressView } from './myDataView';
import { formatDate } from './privacyLabels';

export interface MyDataProgressProps {
  summary: unknown;
  progress: unknown;
}

/** The number of trend days shown before "Show all". */
const TRENDS_SHOWN = 5;

interface ProgressRow {
  key: string;
  primary: string;
  secondary: string;
}

/** One titled list of the progress figures (by subject, by topic, day by day). */
const ProgressList = ({
  title,
  label,
  rows,
}: {
  title: string;
  label: string;
  rows: readonly ProgressRow[];
}) => (
  <>
    <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
      {title}
    </Typography>
    <List dense disablePadding aria-label={label}>
      {rows.map((row) => (
        <ListItem key={row.key} disableGutters divider>
          <ListItemText primary={row.primary} secondary={row.secondary} />
        </ListItem>
      ))}
    </List>
  </>
);

/** The My Progress figures as My Data lists them: overview, subjects, days, categories. */
export const MyDataProgress = ({ summary, progress }: MyDataProgressProps) => {
  const [allDays, setAllDays] = useState(false);
  const view = progressView(summary, progress);
  if (!view) {
    return <Typography color="text.secondary">{MY_DATA_LABELS.noProgress}</Typography>;
  }
  const days = allDays ? view.trends : view.trends.slice(0, TRENDS_SHOWN);
  return (
    <Box>
      <DataList items={view.figures} />
      {view.subjects.length > 0 && (
        <ProgressList
          title="By subject"
          label="Progress by subject"
          rows={view.subjects.map((row) => ({
            key: row.subject,
            primary: row.subject,
            secondary: `${row.count} ${row.count === 1 ? 'exam' : 'exams'} · average ${row.average} · best ${row.best}`,
          }))}
        />
      )}
      {view.categories.length > 0 && (
        <ProgressList
          title="By topic"
          label="Progress by topic"
          rows={view.categories.map((row) => ({
            key: row.category,
            primary: row.category,
            secondary: `${row.average} · ${row.correct}`,
          }))}
        />
      )}
      {view.trends.length > 0 && (
        <>
          <ProgressList
            title={`Day by day (${view.trends.length})`}
            label="Progress day by day"
            rows={days.map((row) => ({
              key: row.key,
              primary: `${formatDate(row.date)} · ${row.subject}`,
              secondary: `${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'} · average ${row.average}`,
            }))}
          />
          {view.trends.length > TRENDS_SHOWN && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setAllDays((shown) => !shown)}>
              {allDays ? 'Show fewer days' : `Show all ${view.trends.length} days`}
            </Button>
          )}
        </>
      )}
    </Box>
  );
};
