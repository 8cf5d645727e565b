import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DataObjectRoundedIcon from '@mui/icons-material/DataObjectRounded';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNotify } from 'react-admin';
import {
  IMPORT_MESSAGES,
  checkImportFile,
  parseExamImport,
  previewOf,
  type ExamImport,
} from '@portal/contracts';
import { EDITOR_TOAST_MS } from './examForm';
import { QUESTION_TYPE_LABELS, pluralise } from './examLabels';
import { stackedSx } from '../common/stackedSx';
import { BareList } from '../common/BareList';
import { PhoneDialog } from '../common/PhoneDialog';
import { outlinedSx } from '../common/outlinedSx';

export interface ImportDialogProps {
  open: boolean;
  /** Whether importing replaces the questions of a form already open. */
  replacesForm: boolean;
  onImport: (data: ExamImport, fileName: string) => void;
  onClose: () => void;
}

interface Loaded {
  fileName: string;
  data: ExamImport;
}

/**
 * Spec 002 §4 JSON import: choose a file, which is checked, parsed and normalised by the same
 * rules the server applies; a preview of the first three questions; then Import or Cancel.
 */
export const ImportDialog = ({ open, replacesForm, onImport, onClose }: ImportDialogProps) => {
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby="import-dialog-title">
      {open ? <ImportBody replacesForm={replacesForm} onImport={onImport} onClose={onClose} /> : null}
    </PhoneDialog>
  );
};

const ImportBody = ({ replacesForm, onImport, onClose }: Omit<ImportDialogProps, 'open'>) => {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  const read = async (file: File) => {
    setLoaded(null);
    const invalid = checkImportFile(file);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      const result = parseExamImport(await file.text());
      if (!result.success) {
        setProblem(result.message);
        return;
      }
      setLoaded({ fileName: file.name, data: result.data });
      notify(IMPORT_MESSAGES.loaded(result.data.questions.length, file.name), {
        type: 'success',
        autoHideDuration: EDITOR_TOAST_MS,
      });
    } catch {
      setProblem('The file could not be read. Please choose it again.');
    } finally {
      setReading(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) {
      void read(file);
    }
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) {
      void read(file);
    }
  };

  const preview = loaded ? previewOf(loaded.data) : null;

  return (
    <>
      <DialogTitle id="import-dialog-title">Import questions from JSON</DialogTitle>
      <DialogContent dividers sx={stackedSx(2)}>
        <Typography variant="body2" color="text.secondary">
          A .json file (up to 10 MB) with a <code>questions</code> array, <code>sections</code> of questions,{' '}
          <code>passages</code> with their questions, or a plain array of questions.
          {replacesForm ? ' Importing replaces the questions and passages of the form.' : null}
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="JSON file"
          data-testid="import-file-input"
          onChange={choose}
        />
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            p: { xs: 2, sm: 3 },
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragging ? 'action.selected' : 'action.hover',
            display: 'grid',
            justifyItems: 'center',
            gap: 1,
            textAlign: 'center',
          }}
        >
          <DataObjectRoundedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <Button
            variant="contained"
            startIcon={<FileUploadRoundedIcon />}
            onClick={() => input.current?.click()}
            loading={reading}
            loadingPosition="start"
          >
            {loaded ? 'Choose another file' : 'Choose JSON file'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {loaded ? loaded.fileName : 'or drop it here'}
          </Typography>
        </Box>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {preview && loaded ? (
          <Box
            component="section"
            aria-labelledby="import-preview-heading"
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <Alert severity="success">{IMPORT_MESSAGES.loaded(preview.questionCount, loaded.fileName)}</Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="h3" component="h3" id="import-preview-heading" sx={{ mr: 'auto' }}>
                Preview
              </Typography>
              <Chip size="small" color="primary" label={pluralise(preview.questionCount, 'question')} />
              <Chip size="small" variant="outlined" label={pluralise(preview.passageCount, 'passage')} />
            </Box>
            {preview.title ? (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Title:{' '}
                </Box>
                <strong>{preview.title}</strong>
              </Typography>
            ) : null}
            <BareList ordered aria-label="First questions" gap={1}>
              {preview.questions.map((question) => (
                <Box
                  component="li"
                  key={question.id}
                  sx={{
                    p: 1.5,
                    ...outlinedSx,
                    display: 'flex',
                    gap: 1.5,
                    minWidth: 0,
                  }}
                >
                  <Box component="span" sx={{ fontWeight: 800, color: 'primary.main', flexShrink: 0 }}>
                    {question.number}.
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {question.question}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {QUESTION_TYPE_LABELS[question.type]} · {pluralise(question.marks, 'mark')}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </BareList>
            {preview.questionCount > preview.questions.length ? (
              <Typography variant="body2" color="text.secondary">
                …and {pluralise(preview.questionCount - preview.questions.length, 'more question')}.
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!loaded}
          onClick={() => {
            if (loaded) {
              onImport(loaded.data, loaded.fileName);
            }
          }}
        >
          {preview ? `Import ${pluralise(preview.questionCount, 'question')}` : 'Import'}
        </Button>
      </DialogActions>
    </>
  );
};
