import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface FormActionsProps {
  /** The submit button's words, e.g. "Create Tutor" or "Save Changes". */
  submitLabel: string;
  submitIcon: ReactNode;
  /** The save is running: Cancel is off and the submit button shows its spinner. */
  saving: boolean;
  onCancel: () => void;
}

/** The foot of every create/edit form: Cancel, then the submit button, right-aligned. */
export const FormActions = ({ submitLabel, submitIcon, saving, onCancel }: FormActionsProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
    <Button onClick={onCancel} disabled={saving}>
      Cancel
    </Button>
    <Button type="submit" variant="contained" startIcon={submitIcon} loading={saving} loadingPosition="start">
      {submitLabel}
    </Button>
  </Box>
);
