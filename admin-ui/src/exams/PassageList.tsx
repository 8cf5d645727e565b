import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import {
  EDITOR_TOAST_MS,
  UI_MESSAGES,
  newId,
  paragraphsOf,
  passageClipboardText,
  questionsUsingPassage,
  removePassage,
  syncPassage,
  truncate,
  type ExamFormValues,
  type PassageDraft,
} from './examForm';
import { pluralise } from './examLabels';
import { FormSection } from './FormSection';
import { ItemActions } from './ItemActions';
import { PassageDialog } from './PassageDialog';
import { BareList } from '../common/BareList';
import { dashedOutlineSx } from '../common/outlinedSx';

export interface PassageListProps {
  values: ExamFormValues;
  onChange: (values: ExamFormValues) => void;
}

/** The exam's reading passages: add, edit, copy, delete (questions link to them in the editor). */
export const PassageList = ({ values, onChange }: PassageListProps) => {
  const notify = useNotify();
  const [editing, setEditing] = useState<{ passage: PassageDraft; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<PassageDraft | null>(null);
  const toast = (message: string, type: 'success' | 'error' | 'info' = 'success') =>
    notify(message, { type, autoHideDuration: EDITOR_TOAST_MS });

  const save = (passage: PassageDraft) => {
    if (editing?.isNew) {
      onChange({ ...values, passages: [...values.passages, passage] });
      toast('Passage added successfully');
    } else {
      if (!values.passages.some((known) => known.id === passage.id)) {
        toast(UI_MESSAGES.passageNotFound, 'error');
        setEditing(null);
        return;
      }
      onChange({
        ...values,
        passages: values.passages.map((known) => (known.id === passage.id ? passage : known)),
        questions: syncPassage(values.questions, passage),
      });
      toast(UI_MESSAGES.passageUpdated);
    }
    setEditing(null);
  };

  const copy = async (passage: PassageDraft) => {
    try {
      await navigator.clipboard.writeText(passageClipboardText(passage));
      toast(UI_MESSAGES.passageCopied);
    } catch {
      toast('Could not copy the passage: the browser did not allow it', 'error');
    }
  };

  const confirmDelete = () => {
    if (deleting) {
      onChange({ ...values, ...removePassage(values, deleting.id) });
      toast(UI_MESSAGES.passageDeleted);
    }
    setDeleting(null);
  };

  const deletingUses = deleting ? questionsUsingPassage(values.questions, deleting.id) : 0;

  return (
    <FormSection
      id="exam-passages-heading"
      title={<>Reading passages ({values.passages.length})</>}
      hint="Comprehension texts that questions can refer to."
      action={
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          onClick={() =>
            setEditing({ passage: { id: newId('p'), title: '', author: '', text: '' }, isNew: true })
          }
        >
          Add passage
        </Button>
      }
    >
      {values.passages.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            p: 2,
            ...dashedOutlineSx,
            textAlign: 'center',
          }}
        >
          No passages. Add one for an English comprehension exam.
        </Typography>
      ) : (
        <BareList
          aria-label="Passages"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {values.passages.map((passage) => {
            const uses = questionsUsingPassage(values.questions, passage.id);
            const name = passage.title || 'Untitled passage';
            return (
              <Box component="li" key={passage.id} sx={{ minWidth: 0 }}>
                <Card
                  variant="outlined"
                  component="article"
                  aria-label={name}
                  sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', height: '100%' }}
                >
                  <MenuBookRoundedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[
                        passage.author ? `by ${passage.author}` : null,
                        pluralise(paragraphsOf(passage.text).length, 'paragraph'),
                        pluralise(uses, 'question'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ mt: 0.5, overflowWrap: 'anywhere', color: 'text.secondary' }}
                    >
                      {truncate(passage.text, 120)}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.25 }}>
                    <ItemActions
                      noun="passage"
                      name={name}
                      onEdit={() => setEditing({ passage, isNew: false })}
                      copy={{ tip: 'Copy to clipboard', verb: 'Copy', onClick: () => void copy(passage) }}
                      onDelete={() => setDeleting(passage)}
                    />
                  </Box>
                </Card>
              </Box>
            );
          })}
        </BareList>
      )}
      <PassageDialog
        passage={editing?.passage ?? null}
        isNew={editing?.isNew ?? false}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        confirmIcon={<DeleteOutlineRoundedIcon />}
        open={deleting !== null}
        title={`Delete the passage "${deleting?.title || 'Untitled passage'}"?`}
        message={
          deletingUses > 0
            ? `${pluralise(deletingUses, 'question')} ${deletingUses === 1 ? 'refers' : 'refer'} to it; ${deletingUses === 1 ? 'it stays' : 'they stay'} in the exam without the passage.`
            : 'No question refers to it.'
        }
        confirmLabel="Delete passage"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FormSection>
  );
};
