import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileUploadRoundedIcon from '@mui/icons-material/FileUploadRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { IMPORT_MESSAGES, type Exam, type ExamImport, type ExamSummary } from '@portal/contracts';
import { PageHeading } from '../common/PageHeading';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { statusOf } from '../providers/apiFetch';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ExamDetailDialog } from './ExamDetailDialog';
import {
  EDITOR_TOAST_MS,
  EXAM_TOAST_MS,
  UI_MESSAGES,
  applyImportToForm,
  emptyExamForm,
  examDeleted,
  examFigures,
  examFormValuesOf,
  keptFieldsOf,
  type ExamFormValues,
} from './examForm';
import { ExamForm, type ExamDraft } from './ExamForm';
import { ExamList } from './ExamList';
import { ExamInUseError, fetchExam } from './examsApi';
import { ExamInUseDialog, type ExamInUse } from './ExamInUseDialog';
import { ExamStats } from './ExamStats';
import { ImportDialog } from './ImportDialog';
import { EXAMS_KEY, serverMessageOf, useDeleteExam, useExamDetail, useExamList } from './useExams';

const PAGE_TITLE = 'Exam Management';

/**
 * Spec 002 §2.4 (tutors and admins): the exam statistics and list; the create/edit form with its
 * passages and questions; the exam viewer; the JSON import.
 */
export const ExamManagement = () => {
  useDocumentTitle(PAGE_TITLE);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useExamList();
  const removal = useDeleteExam();

  const [draft, setDraft] = useState<ExamDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [viewing, setViewing] = useState<ExamSummary | null>(null);
  const [deleting, setDeleting] = useState<ExamSummary | null>(null);
  const [inUse, setInUse] = useState<ExamInUse | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const detail = useExamDetail(viewing?.id ?? null);
  const exams = list.data;
  const figures = useMemo(() => (exams ? examFigures(exams) : null), [exams]);

  // a failed load is said once, as a toast, beside the list's own failure state
  const listFailedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (listFailedAt) {
      notify(UI_MESSAGES.loadFailed, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
    }
  }, [listFailedAt, notify]);
  const detailFailedAt = detail.isError ? detail.errorUpdatedAt : 0;
  useEffect(() => {
    if (detailFailedAt) {
      notify(UI_MESSAGES.detailFailed, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
    }
  }, [detailFailedAt, notify]);

  // The form takes the place of the list and of the header's buttons, so the control that opened
  // it is gone: the focus goes into the form (ExamForm), and when the form closes (saved or
  // cancelled) to the header's Create Exam, not to the page's body.
  const createButton = useRef<HTMLButtonElement>(null);
  const formOpen = draft !== null;
  const formWasOpen = useRef(formOpen);
  useEffect(() => {
    if (formWasOpen.current && !formOpen) {
      createButton.current?.focus({ preventScroll: true });
    }
    formWasOpen.current = formOpen;
  }, [formOpen]);

  const scrollToTop = () => topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });

  const openForm = (next: ExamDraft) => {
    setDraft(next);
    setDirty(false);
    scrollToTop();
  };

  const create = () => openForm({ examId: null, values: emptyExamForm(), kept: {} });

  const editExam = (exam: Exam) => {
    setViewing(null);
    openForm({ examId: exam.id, values: examFormValuesOf(exam), kept: keptFieldsOf(exam) });
  };

  const edit = async (summary: ExamSummary) => {
    setOpening(summary.id);
    try {
      const exam = await queryClient.fetchQuery({
        queryKey: [...EXAMS_KEY, 'detail', summary.id],
        queryFn: ({ signal }) => fetchExam(summary.id, signal),
        staleTime: 0,
      });
      editExam(exam);
    } catch {
      notify(UI_MESSAGES.detailFailed, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
    } finally {
      setOpening(null);
    }
  };

  const changeValues = (values: ExamFormValues) => {
    setDraft((current) => (current ? { ...current, values } : current));
    setDirty(true);
  };

  const closeForm = () => {
    setDraft(null);
    setDirty(false);
    setDiscarding(false);
  };

  const cancelForm = () => {
    if (dirty) {
      setDiscarding(true);
    } else {
      closeForm();
    }
  };

  const onSaved = () => {
    closeForm();
    scrollToTop();
  };

  const importQuestions = (data: ExamImport) => {
    const base: ExamDraft = draft ?? { examId: null, values: emptyExamForm(), kept: {} };
    const next = applyImportToForm(base.values, base.kept, data);
    setDraft({ ...base, ...next });
    setDirty(true);
    setImportOpen(false);
    notify(data.title ? IMPORT_MESSAGES.imported(data.questions.length, data.title) : IMPORT_MESSAGES.done, {
      type: 'success',
      autoHideDuration: EDITOR_TOAST_MS,
    });
    scrollToTop();
  };

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    const { id, title } = deleting;
    try {
      await removal.mutateAsync(id);
      notify(examDeleted(title), { type: 'success', autoHideDuration: EXAM_TOAST_MS });
    } catch (error) {
      if (error instanceof ExamInUseError) {
        // students could still start these: offer to cancel them first (issue 16)
        setInUse({ exam: { id, title }, message: error.message, schedules: error.schedules });
      } else {
        notify(UI_MESSAGES.deleteFailed, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
      }
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="exams-heading" sx={{ minWidth: 0, maxWidth: 1600, pb: 4 }}>
      <Title title={PAGE_TITLE} />
      <Box ref={topRef} sx={{ scrollMarginTop: 80 }}>
        <PageHeading
          id="exams-heading"
          title={PAGE_TITLE}
          description="Build exams with questions, reading passages and images, or import them from a JSON file."
          action={
            draft ? null : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<FileUploadRoundedIcon />}
                  onClick={() => setImportOpen(true)}
                >
                  Import JSON
                </Button>
                <Button
                  ref={createButton}
                  variant="contained"
                  startIcon={<AddRoundedIcon />}
                  onClick={create}
                >
                  Create Exam
                </Button>
              </Box>
            )
          }
        />
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: 3, minWidth: 0 }}>
        <ExamStats figures={figures} />
        {draft ? (
          <ExamForm
            key={draft.examId ?? 'new'}
            draft={draft}
            onChange={changeValues}
            onImport={() => setImportOpen(true)}
            onSaved={onSaved}
            onCancel={cancelForm}
          />
        ) : (
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ height: 4, mb: 1 }}>
              {(list.isFetching && exams) || opening ? <LinearProgress aria-label="Loading" /> : null}
            </Box>
            <ExamList
              exams={exams}
              failed={list.isError}
              failureDetail={serverMessageOf(list.error)}
              signedOut={statusOf(list.error) === 401}
              onRetry={() => void list.refetch()}
              onCreate={create}
              onImport={() => setImportOpen(true)}
              onView={setViewing}
              onEdit={(exam) => void edit(exam)}
              onDelete={setDeleting}
            />
          </Box>
        )}
      </Box>
      <ExamDetailDialog
        open={viewing !== null}
        title={viewing?.title ?? ''}
        exam={detail.data}
        failed={detail.isError}
        onRetry={() => void detail.refetch()}
        onEdit={() => {
          if (detail.data) {
            editExam(detail.data);
          }
        }}
        onClose={() => setViewing(null)}
      />
      <ImportDialog
        open={importOpen}
        replacesForm={draft !== null && draft.values.questions.length > 0}
        onImport={importQuestions}
        onClose={() => setImportOpen(false)}
      />
      <ConfirmDialog
        confirmIcon={<DeleteOutlineRoundedIcon />}
        open={deleting !== null}
        title={`Delete the exam "${deleting?.title ?? ''}"?`}
        message="The exam, its questions and passages are removed. Past and cancelled schedules keep their own copy of the title; open or upcoming ones must be cancelled first. This cannot be undone."
        confirmLabel="Delete exam"
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <ExamInUseDialog refusal={inUse} onClose={() => setInUse(null)} />
      <ConfirmDialog
        confirmIcon={<DeleteOutlineRoundedIcon />}
        open={discarding}
        title="Discard your changes?"
        message="The exam has changes that are not saved yet."
        confirmLabel="Discard changes"
        onCancel={() => setDiscarding(false)}
        onConfirm={closeForm}
      />
    </Box>
  );
};
