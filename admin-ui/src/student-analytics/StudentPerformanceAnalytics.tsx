import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import { useEffect, useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Role } from '@portal/contracts';
import { EmptyState } from '@portal/ui-shared';
import { LoadFailure } from '../analytics-common/LoadFailure';
import { PageSection } from '../common/PageSection';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { STUDENT_MESSAGES, StudentDetail } from './StudentDetail';
import { StudentListPanel, StudentListSkeleton } from './StudentListPanel';
import { useAnalyticsStudents } from './useStudentAnalytics';
import { NO_CHILDREN_LINKED } from '../students/familyLinks';
import { twoPaneSx } from '../common/cardGridSx';

/** The query parameter holding the selected student, so Back from a result returns to them. */
export const STUDENT_PARAM = 'student';

/**
 * Student Performance Analytics (spec 002 §2.10; tutor, admin, parent): the searchable list of the
 * caller's students (a parent's children) and the selected student's performance.
 */
export const StudentPerformanceAnalytics = () => {
  const { permissions } = usePermissions<Role>();
  const parent = permissions === 'parent';
  const title = parent ? "Child's Progress" : 'Student Performance Analytics';
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const students = useAnalyticsStudents();
  const requested = params.get(STUDENT_PARAM);
  const selected = useMemo(
    () => students.data?.find((student) => student.id === requested) ?? students.data?.[0] ?? null,
    [students.data, requested],
  );

  // the first student is shown until another is chosen; the address names them for Back
  useEffect(() => {
    if (selected && selected.id !== requested) {
      setParams({ [STUDENT_PARAM]: selected.id }, { replace: true });
    }
  }, [selected, requested, setParams]);

  const noun = parent ? 'children' : 'students';
  let content;
  if (students.isError && !students.data) {
    content = <LoadFailure title={STUDENT_MESSAGES.students} query={students} />;
  } else if (!students.data) {
    content = (
      <Box sx={layoutSx}>
        <StudentListSkeleton />
        <Box />
      </Box>
    );
  } else if (students.data.length === 0) {
    content = (
      <EmptyState
        icon={<SchoolRoundedIcon />}
        title={parent ? NO_CHILDREN_LINKED.title : 'No students yet'}
        message={
          parent
            ? NO_CHILDREN_LINKED.message
            : 'Students you add appear here with their scores once they take exams.'
        }
      />
    );
  } else {
    content = (
      <Box sx={layoutSx}>
        <StudentListPanel
          students={students.data}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setParams({ [STUDENT_PARAM]: id })}
          noun={noun}
        />
        {selected ? (
          <StudentDetail
            key={selected.id}
            student={selected}
            onViewResults={(attemptId) =>
              void navigate(
                `/exam-results/${encodeURIComponent(attemptId)}?returnTo=analytics&${STUDENT_PARAM}=${encodeURIComponent(selected.id)}`,
              )
            }
          />
        ) : null}
      </Box>
    );
  }

  return (
    <PageSection
      id="analytics-heading"
      title={title}
      description={
        parent
          ? "Your child's scores, exam types and recent exams."
          : "Each student's scores, performance by exam type and recent exams."
      }
      maxWidth={1600}
    >
      <Box sx={{ height: 4, my: 1 }}>
        {students.isFetching && students.data ? <LinearProgress aria-hidden /> : null}
      </Box>
      {content}
    </PageSection>
  );
};

const layoutSx = twoPaneSx('minmax(260px, 320px) minmax(0, 1fr)');
