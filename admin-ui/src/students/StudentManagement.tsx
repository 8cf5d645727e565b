import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Role, Student } from '@portal/contracts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ClassCodesButton } from '../enrolment/ClassCodesButton';
import { ChildInvitationsPanel } from '../enrolment-invitations';
import { AddFormToggle } from '../common/AddFormToggle';
import { PageSection } from '../common/PageSection';
import { useConsoleUser } from '../layout/useConsoleUser';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { usePrefersReducedMotion } from '../layout/usePrefersReducedMotion';
import { NoMatchingStudents } from './NoMatchingStudents';
import { StudentAddForm } from './StudentAddForm';
import { StudentExamsDialog } from './StudentExamsDialog';
import { StudentParentsDialog } from './StudentParentsDialog';
import { FAMILY_MESSAGES } from './familyLinks';
import { StudentFilters } from './StudentFilters';
import { StudentGrid } from './StudentGrid';
import { StudentGridSkeleton } from './StudentGridSkeleton';
import { StudentsEmpty } from './StudentsEmpty';
import { StudentsLoadError } from './StudentsLoadError';
import { StudentsPager } from './StudentsPager';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { studentPageAccess } from './studentAccess';
import { fullName, studentCountText } from './studentLabels';
import { withReason } from './studentMessages';
import {
  DEFAULT_STUDENT_SORT,
  SEARCH_DEBOUNCE_MS,
  STUDENTS_PER_PAGE,
  pageCount,
  type GradeFilter,
  type StudentSort,
} from './studentListQuery';
import { unlinkParent, type CreatedStudent } from './studentsApi';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { STUDENT_LIST_KEY, useStudentList } from './useStudentList';

const descriptions = {
  admin:
    'Every student of the organisation: add students, keep their details up to date and manage their exams.',
  tutor: 'Add your students, keep their details up to date and manage their exams.',
  parent: 'The children linked to your account, as their tutor keeps their details.',
} as const;

/**
 * Spec 001 §2.5: search and grade filter with "n of m students", the student cards with inline
 * edit, the add form and its one-time temporary password, and each student's exams. Parents see
 * their children read-only ('My Children').
 */
export const StudentManagement = () => {
  const { permissions } = usePermissions<Role>();
  const { user } = useConsoleUser();
  const access = studentPageAccess(permissions);
  useDocumentTitle(access.title);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const reducedMotion = usePrefersReducedMotion();

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [grade, setGrade] = useState<GradeFilter>('');
  const [sort, setSort] = useState<StudentSort>(DEFAULT_STUDENT_SORT);
  // a new search, grade or order starts again at page 1
  const filterKey = JSON.stringify([q.trim(), grade, sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const [addOpen, setAddOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [examsFor, setExamsFor] = useState<Student | null>(null);
  const [created, setCreated] = useState<CreatedStudent | null>(null);
  const [parentsOf, setParentsOf] = useState<Student | null>(null);
  const [unlinking, setUnlinking] = useState<Student | null>(null);
  const notify = useNotify();
  const topRef = useRef<HTMLDivElement>(null);

  // ?add=1 (the dashboard's "Add Students") opens the form straight away
  const formOpen = access.canManage && (addOpen || searchParams.get('add') === '1');

  const list = useStudentList({ page, perPage: STUDENTS_PER_PAGE, q, grade, sort });
  const data = list.data;
  // the list shrank under us (another tab, another tutor): go to the last page that has students
  const lastPage = data ? pageCount(data.total, STUDENTS_PER_PAGE) : 1;
  if (data && !list.isPlaceholderData && page > lastPage) {
    setPaging({ filterKey, page: lastPage });
  }

  const openForm = () => setAddOpen(true);
  const closeForm = () => {
    setAddOpen(false);
    if (searchParams.has('add')) {
      setSearchParams(
        (params) => {
          params.delete('add');
          return params;
        },
        { replace: true },
      );
    }
  };

  const refreshList = () => void queryClient.invalidateQueries({ queryKey: STUDENT_LIST_KEY });

  const onCreated = (next: CreatedStudent) => {
    closeForm();
    setCreated(next);
    refreshList();
  };

  const onEditDone = (saved?: Student) => {
    setEditingId(null);
    if (saved) {
      refreshList();
    }
  };

  // a parent removes their own link: the child leaves 'My Children' at once
  const unlink = useMutation({
    mutationFn: ({ childId, parentId }: { childId: string; parentId: string }) =>
      unlinkParent(childId, parentId),
    onSuccess: () => {
      notify(FAMILY_MESSAGES.removed, { type: 'success' });
      setUnlinking(null);
      refreshList();
    },
    onError: (error) => {
      notify(withReason(FAMILY_MESSAGES.removeFailed, error), { type: 'error' });
      setUnlinking(null);
    },
  });

  const changePage = (next: number) => {
    setPaging({ filterKey, page: next });
    setEditingId(null);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const clearFilters = () => {
    setSearch('');
    setGrade('');
  };

  let content;
  if (list.isError) {
    content = <StudentsLoadError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!data) {
    content = <StudentGridSkeleton />;
  } else if (data.overallTotal === 0) {
    content = <StudentsEmpty isParent={access.isParent} canManage={access.canManage} onAdd={openForm} />;
  } else if (data.total === 0) {
    content = <NoMatchingStudents onClearFilters={clearFilters} />;
  } else {
    content = (
      <>
        <StudentGrid
          students={data.students}
          canManage={access.canManage}
          showsTutor={access.showsTutor}
          editingId={editingId}
          busy={list.isPlaceholderData}
          onEdit={(student) => setEditingId(student.id)}
          onEditDone={onEditDone}
          onManageExams={setExamsFor}
          {...(access.canManage ? { onParents: setParentsOf } : {})}
          {...(access.isParent ? { onRemoveLink: setUnlinking } : {})}
        />
        <StudentsPager
          page={page}
          pageCount={lastPage}
          total={data.total}
          perPage={STUDENTS_PER_PAGE}
          onPageChange={changePage}
        />
      </>
    );
  }

  return (
    <PageSection
      id="students-heading"
      title={access.title}
      description={permissions ? descriptions[permissions as keyof typeof descriptions] : undefined}
      action={
        access.canManage ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ClassCodesButton />
            <AddFormToggle
              open={formOpen}
              onClick={formOpen ? closeForm : openForm}
              addLabel="Add Student"
              closeLabel="Close form"
              controls={formOpen ? 'student-add-form' : undefined}
            />
          </Box>
        ) : null
      }
      maxWidth={1600}
    >
      {access.isParent ? (
        <Box sx={{ mt: 2 }}>
          <ChildInvitationsPanel />
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        {/* the form slides open, or appears at once for someone who asked for less motion */}
        <Collapse in={formOpen} timeout={reducedMotion ? 0 : undefined} unmountOnExit>
          <StudentAddForm showsTutor={access.showsTutor} onCreated={onCreated} onCancel={closeForm} />
        </Collapse>
        <Box ref={topRef} sx={{ scrollMarginTop: 80 }}>
          <StudentFilters
            search={search}
            onSearchChange={setSearch}
            grade={grade}
            onGradeChange={setGrade}
            sort={sort}
            onSortChange={setSort}
            countText={data ? studentCountText(data.total, data.overallTotal) : null}
          />
        </Box>
        <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && data ? <LinearProgress aria-hidden /> : null}</Box>
        {content}
      </Box>
      <TemporaryPasswordDialog created={created} onClose={() => setCreated(null)} />
      <StudentExamsDialog student={examsFor} onClose={() => setExamsFor(null)} />
      {access.canManage ? (
        <StudentParentsDialog student={parentsOf} onClose={() => setParentsOf(null)} />
      ) : null}
      <ConfirmDialog
        open={unlinking !== null}
        title={`Remove your link to ${unlinking ? fullName(unlinking) : ''}?`}
        message={FAMILY_MESSAGES.parentRemoveWarning}
        confirmLabel="Remove link"
        confirmIcon={<LinkOffRoundedIcon />}
        busy={unlink.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => {
          if (unlinking && user) {
            unlink.mutate({ childId: unlinking.id, parentId: user.id });
          }
        }}
      />
    </PageSection>
  );
};
