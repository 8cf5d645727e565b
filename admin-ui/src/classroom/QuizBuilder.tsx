import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { useCallback, useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { useNotify } from 'react-admin';
import { CLASSROOM_LIMITS, type QuizTemplate } from '@portal/contracts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import {
  draftFromTemplate,
  draftToInput,
  editorFor,
  hasUnsavedChanges,
  newDraft,
  resizeDraft,
  updateQuestion,
  validateDraft,
  type QuestionPatch,
  type QuizEditorState,
} from './quizDraft';
import { QuestionEditor } from './QuestionEditor';
import { TemplateList } from './TemplateList';
import { TUTOR_MESSAGES } from './tutorMessages';
import type { SaveOutcome, useQuizTemplates } from './useQuizTemplates';
import { spreadRowSx } from '../common/spreadRowSx';

export interface QuizBuilderProps {
  templates: ReturnType<typeof useQuizTemplates>;
  editor: QuizEditorState;
  onEditorChange: Dispatch<SetStateAction<QuizEditorState>>;
  selectedTemplateId: string | null;
  onUse: (template: QuizTemplate) => void;
  onUseSample: () => void;
  onDeleted: (template: QuizTemplate) => void;
}

const makeId = () => crypto.randomUUID();

/** Pending confirmation: a delete, or leaving unsaved changes for another quiz. */
type Confirmation =
  | { kind: 'delete'; template: QuizTemplate }
  | { kind: 'discard'; next: QuizEditorState; label: string }
  | null;

/**
 * The Quiz Builder (spec 002 §2.13, §5): the saved quizzes, then the editor of one quiz with its
 * title, number of questions (1–50) and each question. Save checks the spec's rules first.
 */
export const QuizBuilder = ({
  templates,
  editor,
  onEditorChange,
  selectedTemplateId,
  onUse,
  onUseSample,
  onDeleted,
}: QuizBuilderProps) => {
  const id = useId();
  const notify = useNotify();
  const { draft } = editor;
  const [showErrors, setShowErrors] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(0);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [saving, setSaving] = useState(false);
  /** a new key for each quiz loaded, so each question's fields start from that quiz */
  const [loadCount, setLoadCount] = useState(0);
  const [countText, setCountText] = useState(String(draft.questions.length));
  useEffect(() => setCountText(String(draft.questions.length)), [draft.questions.length]);

  const problems = validateDraft(draft);
  const editing =
    draft.templateId !== null && templates.templates.some((item) => item.id === draft.templateId);

  const load = (next: QuizEditorState) => {
    onEditorChange(next);
    setShowErrors(false);
    setExpanded(0);
    setLoadCount((value) => value + 1);
  };
  const loadUnlessUnsaved = (next: QuizEditorState, label: string) => {
    if (hasUnsavedChanges(editor)) {
      setConfirmation({ kind: 'discard', next, label });
    } else {
      load(next);
    }
  };

  const changeQuestion = useCallback(
    (index: number, patch: QuestionPatch) =>
      onEditorChange((current) => ({ ...current, draft: updateQuestion(current.draft, index, patch) })),
    [onEditorChange],
  );

  const applyCount = () => {
    const next = resizeDraft(draft, countText.trim() === '' ? 'none' : countText, makeId);
    setCountText(String(next.questions.length));
    if (next !== draft) {
      onEditorChange((current) => ({ ...current, draft: next }));
      setExpanded((open) => (open !== null && open >= next.questions.length ? null : open));
    }
  };

  const tellOutcome = (outcome: SaveOutcome, done: string) => {
    if (outcome.refusal) {
      notify(`Saved in this browser only: ${outcome.refusal}`, { type: 'warning' });
    } else if (!outcome.onServer) {
      notify(`${done} in this browser; it will be copied to your account when the server is back`, {
        type: 'info',
      });
    } else {
      notify(done, { type: 'success' });
    }
  };

  const save = async () => {
    if (problems.count > 0) {
      setShowErrors(true);
      const first = problems.questions.findIndex((item) => item !== undefined);
      if (first !== -1) {
        setExpanded(first);
      }
      return;
    }
    setSaving(true);
    try {
      const outcome = await templates.save(draftToInput(draft), editing ? draft.templateId : null);
      // what was saved becomes the baseline; edits typed while saving stay in the draft
      const saved = editorFor(draftFromTemplate(outcome.template));
      onEditorChange((current) => ({
        draft: { ...current.draft, templateId: outcome.template.id },
        baseline: saved.baseline,
      }));
      setShowErrors(false);
      tellOutcome(outcome, editing ? 'Quiz updated' : 'Quiz saved');
    } finally {
      setSaving(false);
    }
  };

  const duplicate = async (template: QuizTemplate) => {
    const outcome = await templates.duplicate(template);
    tellOutcome(outcome, `Copied as "${outcome.template.title}"`);
  };

  const remove = async (template: QuizTemplate) => {
    if (draft.templateId === template.id) {
      load(editorFor(newDraft(makeId)));
    }
    onDeleted(template);
    const outcome = await templates.remove(template);
    if (outcome.refusal) {
      notify(`Deleted in this browser; the server refused: ${outcome.refusal}`, { type: 'warning' });
    } else if (!outcome.onServer) {
      notify('Deleted in this browser; the server could not be reached', { type: 'info' });
    } else {
      notify(`Quiz "${template.title}" deleted`, { type: 'success' });
    }
  };

  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
        Quiz Builder
      </Typography>
      <TemplateList
        templates={templates.templates}
        sync={templates.sync}
        selectedTemplateId={selectedTemplateId}
        editingId={editing ? draft.templateId : null}
        onUse={onUse}
        onEdit={(template) =>
          loadUnlessUnsaved(editorFor(draftFromTemplate(template)), `edit "${template.title}"`)
        }
        onDuplicate={(template) => void duplicate(template)}
        onDelete={(template) => setConfirmation({ kind: 'delete', template })}
        onUseSample={onUseSample}
        onRetrySync={templates.retrySync}
      />

      <Divider sx={{ my: 3 }} />

      <Box component="section" aria-labelledby={`${id}-editor`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={spreadRowSx('center')}>
          <Typography id={`${id}-editor`} variant="h3" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {editing ? `Editing: ${draft.title.trim() || 'Untitled quiz'}` : 'New quiz'}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={() => loadUnlessUnsaved(editorFor(newDraft(makeId)), 'start a new quiz')}
          >
            New Quiz
          </Button>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' },
          }}
        >
          <TextField
            label="Quiz title"
            value={draft.title}
            onChange={(event) =>
              onEditorChange((current) => ({
                ...current,
                draft: { ...current.draft, title: event.target.value },
              }))
            }
            required
            error={showErrors && Boolean(problems.title)}
            helperText={(showErrors && problems.title) || ' '}
            slotProps={{ htmlInput: { maxLength: CLASSROOM_LIMITS.maxTitleLength } }}
            fullWidth
          />
          <TextField
            label="Number of questions"
            type="number"
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
            onBlur={applyCount}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyCount();
              }
            }}
            helperText={`${CLASSROOM_LIMITS.questionsMin}–${CLASSROOM_LIMITS.questionsMax}`}
            slotProps={{
              htmlInput: {
                min: CLASSROOM_LIMITS.questionsMin,
                max: CLASSROOM_LIMITS.questionsMax,
                inputMode: 'numeric',
              },
            }}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {draft.questions.map((question, index) => (
            <QuestionEditor
              key={`${loadCount}:${question.id}`}
              question={question}
              index={index}
              problems={showErrors ? problems.questions[index] : undefined}
              expanded={expanded === index}
              onExpand={setExpanded}
              onChange={changeQuestion}
            />
          ))}
        </Box>
        {showErrors && problems.count > 0 ? (
          <Alert severity="error" role="alert">
            {problems.count === 1 ? '1 problem needs' : `${problems.count} problems need`} fixing before the
            quiz can be saved{problems.title ? `: ${problems.title}` : ''}.
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SaveRoundedIcon />}
            onClick={() => void save()}
            loading={saving}
            loadingPosition="start"
          >
            {editing ? 'Update Quiz' : 'Save Quiz'}
          </Button>
        </Box>
        {editing && hasUnsavedChanges(editor) ? (
          <Typography variant="body2" color="text.secondary">
            Unsaved changes: Update Quiz to use them in a session.
          </Typography>
        ) : null}
      </Box>

      <ConfirmDialog
        open={confirmation?.kind === 'delete'}
        title={confirmation?.kind === 'delete' ? `Delete "${confirmation.template.title}"?` : 'Delete quiz?'}
        message={TUTOR_MESSAGES.deleteQuizConfirm}
        confirmLabel="Delete"
        confirmIcon={<DeleteOutlineRoundedIcon />}
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          if (confirmation?.kind === 'delete') {
            void remove(confirmation.template);
          }
          setConfirmation(null);
        }}
      />
      <ConfirmDialog
        open={confirmation?.kind === 'discard'}
        title="Discard unsaved changes?"
        message={`The quiz in the editor has changes that are not saved. Discard them to ${
          confirmation?.kind === 'discard' ? confirmation.label : 'continue'
        }?`}
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        onCancel={() => setConfirmation(null)}
        onConfirm={() => {
          if (confirmation?.kind === 'discard') {
            load(confirmation.next);
          }
          setConfirmation(null);
        }}
      />
    </Card>
  );
};
