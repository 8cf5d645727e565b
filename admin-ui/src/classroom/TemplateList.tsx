import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LibraryBooksRoundedIcon from '@mui/icons-material/LibraryBooksRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { useId } from 'react';
import type { QuizTemplate } from '@portal/contracts';
import { EmptyState, LoadingRegion } from '@portal/ui-shared';
import { formatDateTime } from '../common/formatDate';
import { isLocalId } from './templateStorage';
import type { TemplateSync } from './useQuizTemplates';
import { BareList } from '../common/BareList';
import { TipIconButton } from '../common/TipIconButton';

export interface TemplateListProps {
  templates: readonly QuizTemplate[];
  sync: TemplateSync;
  selectedTemplateId: string | null;
  editingId: string | null;
  onUse: (template: QuizTemplate) => void;
  onEdit: (template: QuizTemplate) => void;
  onDuplicate: (template: QuizTemplate) => void;
  onDelete: (template: QuizTemplate) => void;
  onUseSample: () => void;
  onRetrySync: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The tutor's saved quizzes: use one for the session, edit, duplicate or delete it. */
export const TemplateList = ({
  templates,
  sync,
  selectedTemplateId,
  editingId,
  onUse,
  onEdit,
  onDuplicate,
  onDelete,
  onUseSample,
  onRetrySync,
}: TemplateListProps) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h3" sx={{ mb: 1 }}>
        Saved quizzes
      </Typography>
      {sync === 'browser-only' ? (
        <Alert
          severity="info"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={onRetrySync}>
              Try Again
            </Button>
          }
        >
          Your quizzes are saved in this browser. The server could not be reached, so they will be copied to
          your account when it is back.
        </Alert>
      ) : null}
      {sync === 'loading' && templates.length > 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Checking your account for quizzes saved on other devices…
        </Typography>
      ) : null}
      {sync === 'loading' && templates.length === 0 ? (
        <LoadingRegion label="Loading saved quizzes" sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} />
          ))}
        </LoadingRegion>
      ) : templates.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<LibraryBooksRoundedIcon />}
          title="No saved quizzes yet"
          message="Build one below and save it, or start with the 3-question sample quiz."
          actions={
            <Button variant="outlined" onClick={onUseSample}>
              Use Sample Quiz
            </Button>
          }
        />
      ) : (
        <BareList aria-label="Saved quizzes" gap={1}>
          {templates.map((template) => {
            const titleId = `${id}-${template.id}`;
            const selected = template.id === selectedTemplateId;
            return (
              <Box
                component="li"
                key={template.id}
                aria-labelledby={titleId}
                sx={{
                  p: 1.5,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  borderWidth: selected ? 2 : 1,
                  borderRadius: 1,
                  display: 'flex',
                  gap: 1,
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  minWidth: 0,
                }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Typography id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {template.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {plural(template.questions.length, 'question')} · updated{' '}
                    {formatDateTime(template.updatedAt)}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {selected ? <Chip size="small" color="primary" label="Selected for session" /> : null}
                    {template.id === editingId ? (
                      <Chip size="small" variant="outlined" label="In the editor" />
                    ) : null}
                    {isLocalId(template.id) ? (
                      <Chip size="small" variant="outlined" label="This browser only" />
                    ) : null}
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant={selected ? 'outlined' : 'contained'}
                    startIcon={<PlayCircleOutlineRoundedIcon />}
                    onClick={() => onUse(template)}
                    aria-describedby={titleId}
                  >
                    Use for Session
                  </Button>
                  <TipIconButton
                    tip="Edit"
                    label={`Edit ${template.title}`}
                    icon={<EditRoundedIcon />}
                    onClick={() => onEdit(template)}
                  />
                  <TipIconButton
                    tip="Duplicate"
                    label={`Duplicate ${template.title}`}
                    icon={<ContentCopyRoundedIcon />}
                    onClick={() => onDuplicate(template)}
                  />
                  <TipIconButton
                    tip="Delete"
                    label={`Delete ${template.title}`}
                    icon={<DeleteOutlineRoundedIcon />}
                    onClick={() => onDelete(template)}
                  />
                </Box>
              </Box>
            );
          })}
        </BareList>
      )}
    </Box>
  );
};
