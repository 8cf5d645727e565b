import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { FormTextField } from '@portal/ui-shared';
import { FORM_LIMITS, paragraphsOf, type PassageDraft } from './examForm';
import { stackedSx } from '../common/stackedSx';
import { PhoneDialog } from '../common/PhoneDialog';

export interface PassageDialogProps {
  /** the passage to edit, or a blank one to add; null: closed */
  passage: PassageDraft | null;
  isNew: boolean;
  onSave: (passage: PassageDraft) => void;
  onClose: () => void;
}

/** Spec 002 §2.4 passage edit modal: title, author and the text, one paragraph per line. */
export const PassageDialog = ({ passage, isNew, onSave, onClose }: PassageDialogProps) => {
  return (
    <PhoneDialog
      open={passage !== null}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="passage-dialog-title"
    >
      {passage ? (
        <PassageFormBody key={passage.id} passage={passage} isNew={isNew} onSave={onSave} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
};

interface PassageFormBodyProps {
  passage: PassageDraft;
  isNew: boolean;
  onSave: (passage: PassageDraft) => void;
  onClose: () => void;
}

const PassageFormBody = ({ passage, isNew, onSave, onClose }: PassageFormBodyProps) => {
  const [values, setValues] = useState(passage);
  const [tried, setTried] = useState(false);
  const blank = values.title.trim() === '' || values.text.trim() === '';
  const paragraphs = paragraphsOf(values.text).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog is portalled out of the exam form, but React events still bubble to it
    event.stopPropagation();
    setTried(true);
    if (blank) {
      return;
    }
    onSave({ ...values, title: values.title.trim(), author: values.author.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id="passage-dialog-title">{isNew ? 'Add passage' : 'Edit passage'}</DialogTitle>
      <DialogContent dividers sx={stackedSx(2)}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' } }}>
          <FormTextField
            id="passage-title"
            label="Passage title"
            required
            autoFocus
            autoComplete="off"
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            error={tried && values.title.trim() === ''}
            helperText={tried && values.title.trim() === '' ? 'Please enter a passage title' : undefined}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.titleMax } }}
          />
          <FormTextField
            id="passage-author"
            label="Author (optional)"
            autoComplete="off"
            value={values.author}
            onChange={(event) => setValues({ ...values, author: event.target.value })}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.titleMax } }}
          />
        </Box>
        <FormTextField
          id="passage-text"
          label="Passage text"
          required
          multiline
          minRows={8}
          maxRows={20}
          value={values.text}
          onChange={(event) => setValues({ ...values, text: event.target.value })}
          error={tried && values.text.trim() === ''}
          helperText={
            tried && values.text.trim() === ''
              ? 'Please enter the passage text'
              : `One paragraph per line · ${paragraphs} ${paragraphs === 1 ? 'paragraph' : 'paragraphs'}`
          }
          slotProps={{ htmlInput: { maxLength: FORM_LIMITS.passageTextMax } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {isNew ? 'Add passage' : 'Save passage'}
        </Button>
      </DialogActions>
    </Box>
  );
};
