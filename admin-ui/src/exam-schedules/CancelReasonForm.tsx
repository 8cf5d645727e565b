import type { FormEvent } from 'react';
import { FormTextField } from '@portal/ui-shared';

export interface CancelReasonFormProps {
  /** The form's id, for the dialog's submit button outside it. */
  formId: string;
  inputId: string;
  required: boolean;
  value: string;
  disabled: boolean;
  error: string | null;
  onChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** Why schedules are cancelled (cancelling one, or deleting an exam still scheduled). */
export const CancelReasonForm = ({
  formId,
  inputId,
  required,
  value,
  disabled,
  error,
  onChange,
  onSubmit,
}: CancelReasonFormProps) => (
  <form id={formId} noValidate onSubmit={onSubmit}>
    <FormTextField
      id={inputId}
      label={required ? 'Reason' : 'Reason (optional)'}
      required={required}
      fullWidth
      multiline
      minRows={2}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? 'Shown to the students whose exam is cancelled.'}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  </form>
);
