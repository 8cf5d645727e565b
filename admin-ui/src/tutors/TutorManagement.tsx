import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequirePage } from '../access/RequirePage';
import { AddFormToggle } from '../common/AddFormToggle';
import { PageSection } from '../common/PageSection';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { usePrefersReducedMotion } from '../layout/usePrefersReducedMotion';
import { AddTutorForm } from './AddTutorForm';
import { NoMatchingTutors } from './NoMatchingTutors';
import { TutorGrid } from './TutorGrid';
import { TutorGridSkeleton } from './TutorGridSkeleton';
import { TutorSearchField } from './TutorSearchField';
import { TutorsEmpty } from './TutorsEmpty';
import { TutorsLoadError } from './TutorsLoadError';
import { registeredTutorsText } from './tutorMessages';
import { useTutors } from './useTutors';
import { spreadRowSx } from '../common/spreadRowSx';

/** `?add=1` opens the add form (the dashboard's "Add New Tutor" links here). */
const ADD_PARAM = 'add';
const ADD_FORM_ID = 'tutor-add-panel';

const TutorManagementView = () => {
  useDocumentTitle('Tutor Management');
  const [params, setParams] = useSearchParams();
  const reducedMotion = usePrefersReducedMotion();
  const addOpen = params.get(ADD_PARAM) === '1';
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const query = useDebouncedValue(search.trim(), 300);
  const all = useTutors('');
  const matching = useTutors(query);
  const list = query ? matching : all;

  const setAddOpen = (open: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) {
          next.set(ADD_PARAM, '1');
        } else {
          next.delete(ADD_PARAM);
        }
        return next;
      },
      { replace: true },
    );
  };

  const registered = all.data?.total;
  const retry = () => {
    void all.refetch();
    if (query) {
      void matching.refetch();
    }
  };

  const body = () => {
    if (list.error && !list.data) {
      return <TutorsLoadError error={list.error} onRetry={retry} />;
    }
    if (!list.data) {
      return <TutorGridSkeleton />;
    }
    if (!query && list.data.tutors.length === 0) {
      return addOpen ? null : <TutorsEmpty onAdd={() => setAddOpen(true)} />;
    }
    if (list.data.tutors.length === 0) {
      return <NoMatchingTutors search={query} onClear={() => setSearch('')} />;
    }
    return <TutorGrid tutors={list.data.tutors} editingId={editingId} onEdit={setEditingId} />;
  };

  return (
    <PageSection
      id="tutors-heading"
      title="Tutor Management"
      description="Add tutors, keep their profiles up to date, and verify or deactivate their accounts."
      action={
        <AddFormToggle
          open={addOpen}
          onClick={() => setAddOpen(!addOpen)}
          addLabel="Add Tutor"
          closeLabel="Close Form"
          controls={ADD_FORM_ID}
        />
      }
      maxWidth={1280}
      barTitle="Tutors"
    >
      {/* the form slides open, or appears at once for someone who asked for less motion */}
      <Collapse in={addOpen} timeout={reducedMotion ? 0 : undefined} unmountOnExit id={ADD_FORM_ID}>
        <Box sx={{ pt: 2 }}>
          <AddTutorForm onCreated={() => setAddOpen(false)} onCancel={() => setAddOpen(false)} />
        </Box>
      </Collapse>
      <Box component="section" aria-labelledby="registered-tutors-heading" sx={{ mt: 3 }}>
        <Box sx={{ ...spreadRowSx('center', 1.5), mb: 2 }}>
          <Box>
            <Typography variant="h2" id="registered-tutors-heading">
              {registered === undefined ? 'Registered Tutors' : registeredTutorsText(registered)}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
              {query && matching.data && !matching.isPlaceholderData
                ? `${matching.data.total} matching “${query}”`
                : ''}
            </Typography>
          </Box>
          {registered ? <TutorSearchField value={search} onChange={setSearch} /> : null}
        </Box>
        {body()}
      </Box>
    </PageSection>
  );
};

/** Spec 001 §2.4, admins only: the role is checked before the page calls the API. */
export const TutorManagement = () => (
  <RequirePage page="tutors">
    <TutorManagementView />
  </RequirePage>
);
