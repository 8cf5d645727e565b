import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { formatJoinCode, type JoinCode } from '@portal/contracts';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatDate } from '../common/formatDate';
import { fetchGroups } from '../groups/groupsApi';
import { ENROLMENT_QUERY_KEY, createJoinCode, fetchJoinCodes, revokeJoinCode } from './enrolmentApi';
import { EnrolmentPanel } from './EnrolmentPanel';
import { LoadingRegion } from '@portal/ui-shared';

const WHOLE_CLASS = 'whole-class';

export interface JoinCodesPanelProps {
  /** only tutors create codes (for their own class and groups) */
  canCreate: boolean;
}

/** Class codes: create one for the whole class or a group, copy it to share, revoke it. */
export const JoinCodesPanel = ({ canCreate }: JoinCodesPanelProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState(WHOLE_CLASS);
  const [revoking, setRevoking] = useState<JoinCode | null>(null);
  const codes = useQuery({
    queryKey: [...ENROLMENT_QUERY_KEY, 'codes'],
    queryFn: ({ signal }) => fetchJoinCodes(signal),
    retry: 1,
  });
  const groups = useQuery({
    queryKey: ['groups', 'list', '', ''],
    queryFn: ({ signal }) => fetchGroups({}, signal),
    enabled: canCreate,
    retry: 1,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ENROLMENT_QUERY_KEY });
  const create = useMutation({
    mutationFn: () => createJoinCode(target === WHOLE_CLASS ? null : target),
    onSuccess: async ({ joinCode, message }) => {
      notify(`${message}: ${formatJoinCode(joinCode.code)}`, { type: 'success' });
      await refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeJoinCode(id),
    onSuccess: async (message) => {
      notify(message, { type: 'success' });
      setRevoking(null);
      await refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const copy = (code: string) => {
    navigator.clipboard.writeText(formatJoinCode(code)).then(
      () => notify('Class code copied to the clipboard.', { type: 'info' }),
      () => notify('Could not copy: select the code and copy it yourself.', { type: 'warning' }),
    );
  };

  return (
    <EnrolmentPanel
      id="join-codes-heading"
      title="Class codes"
      description="A student who signed up by themself types your code on their dashboard to join your class (a group's code also places them in the group while it has room). Revoke a code once your class has joined, or if it was shared too widely."
    >
      {canCreate ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            label="Code for"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            size="small"
            fullWidth={false}
            sx={{ width: 300, maxWidth: '100%' }}
          >
            <MenuItem value={WHOLE_CLASS}>My whole class</MenuItem>
            {(groups.data ?? []).map((group) => (
              <MenuItem key={group.id} value={group.id}>
                Group: {group.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<AddRoundedIcon />}
            onClick={() => create.mutate()}
            disabled={create.isPending}
          >
            New class code
          </Button>
        </Box>
      ) : null}
      {codes.isPending ? (
        <LoadingRegion label="Loading class codes">
          <Skeleton variant="rounded" height={120} />
        </LoadingRegion>
      ) : null}
      {codes.isError ? <Alert severity="error">{codes.error.message}</Alert> : null}
      {codes.data && codes.data.length === 0 ? (
        <Typography color="text.secondary">No class codes yet.</Typography>
      ) : null}
      {codes.data && codes.data.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Class codes">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>For</TableCell>
                <TableCell align="right">Students joined</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.data.map((code) => (
                <TableRow key={code.id}>
                  <TableCell
                    sx={{ fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 700, letterSpacing: 1 }}
                  >
                    {formatJoinCode(code.code)}
                  </TableCell>
                  <TableCell>
                    {code.groupId ? `Group: ${code.groupName ?? 'deleted group'}` : 'Whole class'}
                  </TableCell>
                  <TableCell align="right">{code.redemptions}</TableCell>
                  <TableCell>{formatDate(code.createdAt)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={code.status === 'active' ? 'Active' : 'Revoked'}
                      color={code.status === 'active' ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {code.status === 'active' ? (
                      <>
                        <Button
                          size="small"
                          startIcon={<ContentCopyRoundedIcon />}
                          onClick={() => copy(code.code)}
                          aria-label={`Copy class code ${formatJoinCode(code.code)}`}
                        >
                          Copy
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          startIcon={<BlockRoundedIcon />}
                          onClick={() => setRevoking(code)}
                          aria-label={`Revoke class code ${formatJoinCode(code.code)}`}
                        >
                          Revoke
                        </Button>
                      </>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke class code ${revoking ? formatJoinCode(revoking.code) : ''}?`}
        message="Nobody can join your class with this code any more. Students who already joined stay in your class."
        confirmLabel="Revoke code"
        confirmIcon={<BlockRoundedIcon />}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) {
            revoke.mutate(revoking.id);
          }
        }}
      />
    </EnrolmentPanel>
  );
};
