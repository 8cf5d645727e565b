import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { TUTOR_MESSAGES, type FieldIssue } from './tutorMessages';

export interface ValidationErrorsAlertProps {
  issues: readonly FieldIssue[];
}

/** The server's 400: "Validation errors:" and a "field: message" line per issue (spec 001 §8). */
export const ValidationErrorsAlert = ({ issues }: ValidationErrorsAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle sx={{ fontWeight: 700 }}>{TUTOR_MESSAGES.validationErrors}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue) => (
          <li key={`${issue.field}:${issue.message}`}>
            {translate(`resources.tutors.fields.${issue.field}`, { _: issue.field })}: {issue.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
