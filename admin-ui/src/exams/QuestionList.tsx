import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import {
  EDITOR_TOAST_MS,
  UI_MESSAGES,
  duplicateQuestion,
  moveItem,
  sumOfMarks,
  truncate,
  type ExamFormValues,
  type QuestionDraft,
} from './examForm';
import { pluralise } from './examLabels';
import { FormSection } from './FormSection';
import { QuestionDialog } from './QuestionDialog';
import { QuestionItem } from './QuestionItem';
import { BareList } from '../common/BareList';
import { dashedOutlineSx } from '../common/outlinedSx';

export interface QuestionListProps {
  values: ExamFormValues;
  onChange: (values: ExamFormValues) => void;
}

/**
 * The exam's questions (spec 002 §2.4): one open at a time; reordered by dragging the handle, or
 * from the keyboard (focus the handle, Space, arrows, Space); duplicated; deleted after a confirm.
 */
export const QuestionList = ({ values, onChange }: QuestionListProps) => {
  const notify = useNotify();
  const { questions } = values;
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ question: QuestionDraft | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const toast = (message: string) => notify(message, { type: 'success', autoHideDuration: EDITOR_TOAST_MS });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: UniqueIdentifier) => questions.findIndex((question) => question.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up question ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Question ${position(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Question ${position(active.id)} was dropped at position ${position(over.id)}.`
        : `Question ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving question ${position(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) {
      return;
    }
    const from = questions.findIndex((question) => question.id === active.id);
    const to = questions.findIndex((question) => question.id === over.id);
    if (from < 0 || to < 0) {
      return;
    }
    onChange({ ...values, questions: moveItem(questions, from, to) });
    toast(UI_MESSAGES.questionOrder);
  };

  const save = (saved: QuestionDraft) => {
    const exists = questions.some((question) => question.id === saved.id);
    onChange({
      ...values,
      questions: exists
        ? questions.map((question) => (question.id === saved.id ? saved : question))
        : [...questions, saved],
    });
    toast(exists ? UI_MESSAGES.questionUpdated : UI_MESSAGES.questionAdded);
    setEditing(null);
    setExpandedId(saved.id);
  };

  const duplicate = (index: number) => {
    const next = duplicateQuestion(questions, index);
    onChange({ ...values, questions: next });
    setExpandedId(next[index + 1]?.id ?? null);
    toast(UI_MESSAGES.questionDuplicated);
  };

  const confirmDelete = () => {
    if (deleting !== null) {
      onChange({ ...values, questions: questions.filter((_, index) => index !== deleting) });
      toast(UI_MESSAGES.questionDeleted);
    }
    setDeleting(null);
  };

  const deletingQuestion = deleting === null ? undefined : questions[deleting];

  return (
    <FormSection
      id="exam-questions-heading"
      title={<>Questions ({questions.length})</>}
      hint={
        questions.length > 0
          ? `${pluralise(sumOfMarks(questions), 'mark')} in all. Drag a handle, or focus it and press Space and the arrow keys, to reorder.`
          : 'An exam needs at least one question.'
      }
      action={
        <Button
          variant="contained"
          startIcon={<AddRoundedIcon />}
          onClick={() => setEditing({ question: null })}
        >
          Add question
        </Button>
      }
    >
      {questions.length === 0 ? (
        <Box
          sx={{
            p: 3,
            ...dashedOutlineSx,
            textAlign: 'center',
            display: 'grid',
            gap: 1,
            justifyItems: 'center',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>No questions yet</Typography>
          <Typography variant="body2" color="text.secondary">
            Add questions one by one, or import a JSON file from the top of the form.
          </Typography>
        </Box>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To reorder, press Space or Enter to pick the question up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
            },
          }}
        >
          <SortableContext
            items={questions.map((question) => question.id)}
            strategy={verticalListSortingStrategy}
          >
            <BareList ordered aria-label="Questions" gap={1}>
              {questions.map((question, index) => (
                <QuestionItem
                  key={question.id}
                  question={question}
                  number={index + 1}
                  expanded={expandedId === question.id}
                  onToggle={() => setExpandedId((current) => (current === question.id ? null : question.id))}
                  onEdit={() => setEditing({ question })}
                  onDuplicate={() => duplicate(index)}
                  onDelete={() => setDeleting(index)}
                />
              ))}
            </BareList>
          </SortableContext>
        </DndContext>
      )}
      <QuestionDialog
        open={editing !== null}
        question={editing?.question ?? null}
        number={editing?.question ? questions.indexOf(editing.question) + 1 : questions.length + 1}
        passages={values.passages}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        confirmIcon={<DeleteOutlineRoundedIcon />}
        open={deleting !== null}
        title={`Delete question ${(deleting ?? 0) + 1}?`}
        message={
          deletingQuestion?.question
            ? `"${truncate(deletingQuestion.question, 100)}" will be removed from the exam.`
            : 'This question will be removed from the exam.'
        }
        confirmLabel="Delete question"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </FormSection>
  );
};
