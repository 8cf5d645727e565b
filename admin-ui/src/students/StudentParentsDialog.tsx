import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { Student } from '@portal/contracts';
import { QueryState } from '@portal/ui-shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { BreakableText } from './BreakableText';
import { FAMILY_MESSAGES, parentName, type LinkedParent } from './familyLinks';
import { fullName } from './studentLabels';
import { withReason } from './studentMessages';
import { linkParent, unlinkParent } from './studentsApi';
import { linkedParentsKey, useLinkedParents } from './useLinkedParents';
import { StudentDialogFrame } from './StudentDialogFrame';
import { useLastShown } from '../common/useLastShown';
import { BareList } from '../common/BareList';
import { outlinedSx } from '../common/outlinedSx';

export interface StudentParentsDialogProps {
  /** The child whose parents are shown; null when closed. */
  student: Student | null;
  onClose: () => void;
}

/**
 * Issue 15: the parent accounts linked to a child, as the child's tutor or an admin sees them,
 * with Remove, and a form that links a parent account by its e-mail address. Read when opened,
 * so the student list stays one request.
 */
export const StudentParentsDialog = ({ student, onClose }: StudentParentsDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LinkedParent | null>(null);
  const shown = useLastShown(student, () => {
    setEmail('');
    setLinkError(null);
    setRemoving(null);
  });
  const parents = useLinkedParents(shown?.id, student !== null);
  const name = shown ? fullName(shown) : '';
  const refresh = (studentId: string) =>
    void queryClient.invalidateQueries({ queryKey: linkedParentsKey(studentId) });

  const link = useMutation({
    mutationFn: ({ studentId, address }: { studentId: string; address: string }) =>
      linkParent(studentId, address),
    onSuccess: (_parent, { studentId }) => {
      notify(FAMILY_MESSAGES.linked, { type: 'success' });
      setEmail('');
      setLinkError(null);
      refresh(studentId);
    },
    onError: (error) => setLinkError(withReason(FAMILY_MESSAGES.linkFailed, error)),
  });

  const unlink = useMutation({
    mutationFn: ({ studentId, parentId }: { studentId: string; parentId: string }) =>
      unlinkParent(studentId, parentId),
    onSuccess: (_nothing, { studentId }) => {
      notify(FAMILY_MESSAGES.removed, { type: 'success' });
      setRemoving(null);
      refresh(studentId);
    },
    onError: (error) => {
      notify(withReason(FAMILY_MESSAGES.removeFailed, error), { type: 'error' });
      setRemoving(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setLinkError('Email is required');
      return;
    }
    if (shown) {
      link.mutate({ studentId: shown.id, address });
    }
  };

  const titleId = 'student-parents-title';
  const listHeadingId = 'student-parents-list';
  const formHeadingId = 'student-parents-link';
  const errorId = 'student-parents-link-error';

  const list = (
    <QueryState
      loading={parents.isPending}
      loadingMessage="Loading parents…"
      error={parents.isError && withReason(FAMILY_MESSAGES.loadFailed, parents.error)}
      onRetry={() => void parents.refetch()}
      empty={
        parents.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {FAMILY_MESSAGES.none}
          </Typography>
        )
      }
    >
      {() => (
        <BareList aria-labelledby={listHeadingId} gap={1}>
          {(parents.data ?? []).map((parent) => (
            <Box
              component="li"
              key={parent.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                p: 1.25,
                ...outlinedSx,
              }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {parentName(parent)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <BreakableText text={parent.email} />
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                variant="outlined"
                startIcon={<LinkOffRoundedIcon />}
                onClick={() => setRemoving(parent)}
                aria-label={`Remove ${parentName(parent)}`}
              >
                Remove
              </Button>
            </Box>
          ))}
        </BareList>
      )}
    </QueryState>
  );

  return (
    <StudentDialogFrame
      student={student}
      shown={shown}
      onClose={onClose}
      titleId={titleId}
      title={`Parents of ${name}`}
      contentGap={2}
      dialogs={
        <ConfirmDialog
          open={removing !== null}
          title={`Remove ${removing ? parentName(removing) : ''}?`}
          message={`${removing ? parentName(removing) : 'This parent'} will no longer see ${name}, their exams or their results in the console.`}
          confirmLabel="Remove link"
          confirmIcon={<LinkOffRoundedIcon />}
          busy={unlink.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (shown && removing) {
              unlink.mutate({ studentId: shown.id, parentId: removing.id });
            }
          }}
        />
      }
    >
      <Box component="section" aria-labelledby={listHeadingId} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h4" component="h3" id={listHeadingId} sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {FAMILY_MESSAGES.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Only linked parent accounts see {name} in the console. A parent is linked when they confirm through
          the link e-mailed to the parent e-mail on file, or when you link them here.
        </Typography>
        {list}
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={formHeadingId}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography variant="h4" component="h3" id={formHeadingId} sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {FAMILY_MESSAGES.linkHeading}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Parent's e-mail address"
            type="email"
            size="small"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setLinkError(null);
            }}
            error={linkError !== null}
            helperText={linkError ?? FAMILY_MESSAGES.linkHelp}
            slotProps={{ formHelperText: { id: errorId } }}
            sx={{ flex: '1 1 16rem', minWidth: 0 }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<LinkRoundedIcon />}
            loading={link.isPending}
            loadingPosition="start"
            sx={{ mt: '2px' }}
          >
            Link parent
          </Button>
        </Box>
      </Box>
    </StudentDialogFrame>
  );
};
