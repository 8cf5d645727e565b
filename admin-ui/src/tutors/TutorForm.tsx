import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import { FormActions, type FormActionsProps } from '../common/FormActions';
import { TutorFields, type TutorFieldsProps } from './TutorFields';
import { ValidationErrorsAlert, type ValidationErrorsAlertProps } from './ValidationErrorsAlert';

export interface TutorFormProps {
  /** names the form: the add card's heading, or "Edit <name>" */
  label: { 'aria-labelledby': string } | { 'aria-label': string };
  onSubmit: (event: FormEvent) => void;
  /** what the server refused, above the fields */
  serverIssues: ValidationErrorsAlertProps['issues'];
  fields: Omit<TutorFieldsProps, 'autoFocus'>;
  /** between the fields and the actions (the edit form's switches) */
  children?: ReactNode;
  actions: FormActionsProps;
}

/** The add and edit forms' body: the server's refusal, the tutor's fields (the first focused), the actions. */
export const TutorForm = ({ label, onSubmit, serverIssues, fields, children, actions }: TutorFormProps) => (
  <Box component="form" noValidate {...label} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
    {serverIssues.length > 0 ? <ValidationErrorsAlert issues={serverIssues} /> : null}
    <TutorFields {...fields} autoFocus />
    {children}
    <FormActions {...actions} />
  </Box>
);
