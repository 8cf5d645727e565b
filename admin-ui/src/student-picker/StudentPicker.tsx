import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { emptyText, optionsOf, searchNote, uniqueStudents, type PickedStudent } from './studentPicker';
import { useStudentSearch } from './useStudentSearch';

interface CommonProps {
  id: string;
  label: string;
  disabled?: boolean;
  error?: boolean;
  /** shown under the field when there is no search note */
  helperText?: string;
  required?: boolean;
  autoFocus?: boolean;
}

export type StudentPickerProps = CommonProps &
  (
    | { multiple: true; value: readonly PickedStudent[]; onChange: (students: PickedStudent[]) => void }
    | { multiple?: false; value: PickedStudent | null; onChange: (student: PickedStudent | null) => void }
  );

const Option = ({
  props,
  student,
}: {
  props: HTMLAttributes<HTMLLIElement> & { key: Key };
  student: PickedStudent;
}) => {
  const { key, ...rest } = props;
  return (
    <li key={key} {...rest}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{student.name}</Typography>
        {student.detail ? (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {student.detail}
          </Typography>
        ) : null}
      </Box>
    </li>
  );
};

/**
 * Choose one or several students by searching on the server as the tutor types (issue 16 item 9):
 * a page of matches at a time, "No students match", and a note when more match than are shown.
 * Used wherever the console chooses students from a field: the schedule dialog and the
 * accommodations dialog (Student-Group Assignments pages through the same server search).
 */
export const StudentPicker = (props: StudentPickerProps) => {
  const { id, label, disabled, error, helperText, required, autoFocus } = props;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const search = useStudentSearch(typed, open);
  const chosen: readonly PickedStudent[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const found = search.page?.students ?? [];
  const options = props.multiple ? optionsOf(found, chosen) : found;
  const note = search.page ? searchNote({ typed, shown: found.length, total: search.page.total }) : null;
  const failed = search.error !== null;

  const noOptions: ReactNode = failed ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>Students could not be loaded.</span>
      <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={search.retry}>
        Retry
      </Button>
    </Box>
  ) : (
    emptyText(typed)
  );

  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      required={required}
      autoFocus={autoFocus}
      error={error}
      placeholder={chosen.length && props.multiple ? '' : 'Type a name, e-mail or student number'}
      helperText={note ?? helperText}
      slotProps={{
        input: {
          ...params.InputProps,
          endAdornment: (
            <>
              {search.searching ? (
                <CircularProgress color="inherit" size={18} aria-label="Searching" />
              ) : null}
              {params.InputProps.endAdornment}
            </>
          ),
        },
      }}
    />
  );

  const shared = {
    id,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled,
    loading: search.searching && found.length === 0,
    loadingText: 'Searching…',
    noOptionsText: noOptions,
    // the server has filtered: show its page as it is
    filterOptions: (list: PickedStudent[]) => list,
    getOptionLabel: (student: PickedStudent) => student.name,
    isOptionEqualToValue: (option: PickedStudent, value: PickedStudent) => option.id === value.id,
    inputValue: typed,
    renderOption: (optionProps: HTMLAttributes<HTMLLIElement> & { key: Key }, student: PickedStudent) => (
      <Option key={student.id} props={optionProps} student={student} />
    ),
    renderInput: input,
  };

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Autocomplete
        {...shared}
        multiple
        disableCloseOnSelect
        options={options}
        value={[...props.value]}
        // a chosen student clears the search so the next name can be typed at once
        onInputChange={(_event, value, reason) => setTyped(reason === 'reset' ? '' : value)}
        onChange={(_event, students) => onChange(uniqueStudents(students))}
      />
    );
  }
  const { onChange } = props;
  return (
    <Autocomplete
      {...shared}
      options={options}
      value={props.value}
      // the field shows the chosen name, and searching it finds that student again
      onInputChange={(_event, value) => setTyped(value)}
      onChange={(_event, student) => onChange(student)}
    />
  );
};
