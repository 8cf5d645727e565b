import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { EDITOR_TOAST_MS, UI_MESSAGES, imageFileProblem, uploadFailed, uploadedImageName } from './examForm';
import { deleteQuestionImage, uploadQuestionImage } from './examsApi';
import { QuestionImage } from './QuestionImage';
import { serverMessageOf } from './useExams';
import { dashedOutlineSx, outlinedSx } from '../common/outlinedSx';

export interface ImageUploadProps {
  imagePath: string;
  onChange: (imagePath: string) => void;
  /** while an upload or a delete runs, the dialog's Save waits */
  onBusyChange: (busy: boolean) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml,.jpg,.jpeg,.png,.gif,.webp,.svg';

/**
 * Spec 002 §5 question image: JPEG, PNG, GIF, WebP or SVG up to 5 MB, checked before sending;
 * the preview is at most 400 px high. Removing an image this console uploaded deletes the file.
 */
export const ImageUpload = ({ imagePath, onChange, onBusyChange }: ImageUploadProps) => {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = (message: string, type: 'success' | 'error' | 'info') =>
    notify(message, { type, autoHideDuration: EDITOR_TOAST_MS });

  const working = (state: 'upload' | 'remove' | null) => {
    setBusy(state);
    onBusyChange(state !== null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    const invalid = imageFileProblem(file);
    if (invalid) {
      setProblem(invalid);
      toast(invalid, 'error');
      return;
    }
    setProblem(null);
    working('upload');
    try {
      const uploaded = await uploadQuestionImage(file);
      onChange(uploaded.url);
      toast(UI_MESSAGES.imageUploaded, 'success');
    } catch (error) {
      const reason = serverMessageOf(error);
      const message = reason ? uploadFailed(reason) : UI_MESSAGES.imageUploadFailed;
      setProblem(message);
      toast(message, 'error');
    } finally {
      working(null);
    }
  };

  const remove = async () => {
    const uploaded = uploadedImageName(imagePath);
    if (!uploaded) {
      // a picture the question only refers to (an import's path): the file is not ours to delete
      onChange('');
      toast(UI_MESSAGES.referencedImageRemoved, 'info');
      return;
    }
    working('remove');
    try {
      await deleteQuestionImage(uploaded);
      toast(UI_MESSAGES.uploadedImageDeleted, 'success');
    } catch {
      // the file may be gone already; the question no longer shows it either way
      toast(UI_MESSAGES.imageRemoved, 'info');
    } finally {
      onChange('');
      working(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="Question image file"
        data-testid="question-image-input"
        onChange={(event) => void choose(event)}
      />
      {imagePath ? (
        <Box
          sx={{
            p: 1.5,
            ...outlinedSx,
            display: 'grid',
            gap: 1.5,
            justifyItems: 'start',
            bgcolor: 'action.hover',
          }}
        >
          <QuestionImage src={imagePath} maxHeight={400} alt="Question image preview" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddPhotoAlternateRoundedIcon />}
              onClick={() => input.current?.click()}
              disabled={busy !== null}
              loading={busy === 'upload'}
              loadingPosition="start"
            >
              Replace image
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineRoundedIcon />}
              onClick={() => void remove()}
              disabled={busy !== null}
              loading={busy === 'remove'}
              loadingPosition="start"
            >
              Remove image
            </Button>
          </Box>
        </Box>
      ) : (
        <Box
          sx={{
            p: 2,
            ...dashedOutlineSx,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateRoundedIcon />}
            onClick={() => input.current?.click()}
            loading={busy === 'upload'}
            loadingPosition="start"
          >
            Upload image
          </Button>
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG, GIF, WebP or SVG, up to 5 MB.
          </Typography>
        </Box>
      )}
      {busy === 'upload' ? <LinearProgress aria-label="Uploading image" /> : null}
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
};
