import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { AdminGroupRequest, GroupRequest, type Group, type GroupForm, type Tutor } from '@portal/contracts';
import { ACADEMIC_YEARS, GROUP_GRADES, GROUP_LIMITS, SUBJECTS } from './groupDisplay';
import { choiceItems } from '../common/choiceItems';

export interface GroupFormDialogProps {
  open: boolean;
  /** null: create */
  group: Group | null;
  isAdmin: boolean;
  /** the signed-in tutor, shown read-only */
  ownName: string;
  tutors: readonly Tutor[];
  saving: boolean;
  /** the server's field errors of the last attempt */
  serverErrors: Record<string, string>;
  onCancel: () => void;
  onSubmit: (form: GroupForm) => void;
}

interface Values {
  tutorId: string;
  name: string;
  description: string;
  grade: string;
  academicYear: string;
  maxStudents: string;
  subjects: string[];
  schedule: string;
  isActive: boolean;
}

/** The fields typed or chosen as text (not the subjects or the Active switch). */
type TextKey = Exclude<keyof Values, 'subjects' | 'isActive'>;

function initialValues(group: Group | null): Values {
  return {
    tutorId: group?.tutorId ?? '',
    name: group?.name ?? '',
    description: group?.description ?? '',
    grade: group?.grade ?? '',
    academicYear: group?.academicYear ?? GROUP_LIMITS.defaultAcademicYear,
    maxStudents: String(group?.maxStudents ?? GROUP_LIMITS.defaultMaxStudents),
    subjects: group?.settings.subjects ?? [],
    schedule: group?.schedule ?? '',
    isActive: group?.isActive ?? true,
  };
}

/** Create Group and Edit Group (spec 002 §5): the server's own rules and messages, checked first here. */
export const GroupFormDialog = (props: GroupFormDialogProps) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.saving ? undefined : props.onCancel}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="group-form-title"
    >
      {props.open ? <GroupFormBody key={props.group?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
};

const GroupFormBody = ({
  group,
  isAdmin,
  ownName,
  tutors,
  saving,
  serverErrors,
  onCancel,
  onSubmit,
}: GroupFormDialogProps) => {
  const [values, setValues] = useState<Values>(() => initialValues(group));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  /** A text input's props for one field: its id, value, change, and its error (or a blank line) under it. */
  const field = (key: TextKey) => ({
    id: `group-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(shown[key]),
    helperText: shown[key] ?? ' ',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form: GroupForm = {
      ...(isAdmin ? { tutorId: values.tutorId } : {}),
      name: values.name,
      description: values.description,
      grade: values.grade,
      academicYear: values.academicYear,
      maxStudents: values.maxStudents,
      subjects: values.subjects as GroupForm['subjects'],
      schedule: values.schedule,
      ...(group ? { isActive: values.isActive } : {}),
    };
    const result = (isAdmin ? AdminGroupRequest : GroupRequest).safeParse(form);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = document.getElementById(`group-${Object.keys(found)[0]}`);
      first?.focus();
      return;
    }
    onSubmit(form);
  };

  const toggleSubject = (subject: string) =>
    set(
      'subjects',
      values.subjects.includes(subject)
        ? values.subjects.filter((known) => known !== subject)
        : SUBJECTS.filter((known) => known === subject || values.subjects.includes(known)),
    );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id="group-form-title">{group ? 'Edit Group' : 'Create Group'}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, pt: 2 }}>
        {shown.body ? <Alert severity="error">{shown.body}</Alert> : null}
        {isAdmin ? (
          <TextField {...field('tutorId')} select label="Tutor" required>
            {tutors.map((tutor) => (
              <MenuItem key={tutor.id} value={tutor.id}>
                {`${tutor.firstName} ${tutor.lastName}`}
                {tutor.organizationName ? ` — ${tutor.organizationName}` : ''}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            id="group-tutorId"
            label="Tutor"
            value={group?.tutor.name || ownName}
            slotProps={{ input: { readOnly: true } }}
            helperText="Your groups are yours: the tutor cannot be changed."
          />
        )}
        <TextField
          {...field('name')}
          label="Group name"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...field('description')}
          label="Description"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField {...field('grade')} select label="Grade" required>
            {choiceItems(GROUP_GRADES)}
          </TextField>
          <TextField {...field('academicYear')} select label="Academic year" required>
            {ACADEMIC_YEARS.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('maxStudents')}
            label="Max students"
            type="number"
            required
            helperText={shown.maxStudents ?? `${GROUP_LIMITS.minStudents}–${GROUP_LIMITS.maxStudents}`}
            slotProps={{
              htmlInput: {
                min: GROUP_LIMITS.minStudents,
                max: GROUP_LIMITS.maxStudents,
                inputMode: 'numeric',
              },
            }}
          />
        </Box>
        <FormControl component="fieldset" error={Boolean(shown.subjects)}>
          <FormLabel component="legend">Subjects</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {SUBJECTS.map((subject) => (
              <FormControlLabel
                key={subject}
                control={
                  <Checkbox
                    checked={values.subjects.includes(subject)}
                    onChange={() => toggleSubject(subject)}
                  />
                }
                label={subject}
              />
            ))}
          </FormGroup>
        </FormControl>
        <TextField
          {...field('schedule')}
          label="Schedule"
          placeholder="e.g. Saturdays 10:00–12:00"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {group ? (
          <FormControlLabel
            control={
              <Switch checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
            }
            label="Active"
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : group ? 'Update Group' : 'Create Group'}
        </Button>
      </DialogActions>
    </Box>
  );
};
