import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { SAS_TARGET_LIMITS } from '@portal/contracts';
import { FormTextField } from '@portal/ui-shared';
import {
  MOCK_NEEDS_WINDOW_HINT,
  MOCK_TARGET_HINT,
  mockSwitchDisabled,
  type MockFormValues,
} from './mockForm';
import type { ScheduleFormField, ScheduleFormValues } from './scheduleForm';

export interface MockFieldsProps {
  values: Pick<ScheduleFormValues, 'hasSpecificSchedule' | 'mock'>;
  onChange: (mock: MockFormValues) => void;
  errorField: ScheduleFormField | null;
  /** the tutor's existing mock names, offered so the papers of one mock share one */
  suggestions: readonly string[];
  disabled: boolean;
  ids: { mock: string; mockName: string; mockTarget: string };
}

const HELP_ID = 'schedule-mock-help';

/**
 * Issue 20, "Mock exam" (off by default): this schedule becomes a paper of the mock of that name.
 * On, it asks for the name (the tutor's existing names suggested) and an optional target SAS.
 */
export const MockFields = ({ values, onChange, errorField, suggestions, disabled, ids }: MockFieldsProps) => {
  const { mock } = values;
  const set = (patch: Partial<MockFormValues>) => onChange({ ...mock, ...patch });
  const switchDisabled = disabled || mockSwitchDisabled(values);
  const needsWindow = !values.hasSpecificSchedule;
  return (
    <FormControl component="fieldset" disabled={disabled} error={errorField === 'mock'}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Mock exam
      </FormLabel>
      <FormControlLabel
        disabled={switchDisabled}
        control={
          <Switch
            id={ids.mock}
            checked={mock.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': HELP_ID } }}
          />
        }
        label="Mock exam"
      />
      <FormHelperText id={HELP_ID} sx={{ mx: 0 }}>
        {needsWindow
          ? MOCK_NEEDS_WINDOW_HINT
          : 'Every paper scheduled with the same mock name makes one mock: once the windows close, each child gets a standardised age score per paper and combined.'}
      </FormHelperText>
      {mock.enabled ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Autocomplete
            id={ids.mockName}
            freeSolo
            options={[...suggestions]}
            inputValue={mock.name}
            onInputChange={(_event, name) => set({ name })}
            disabled={disabled}
            renderInput={(params) => (
              <FormTextField
                {...params}
                label="Mock name"
                required
                error={errorField === 'mockName'}
                helperText="Give every paper of one mock the same name, e.g. Autumn mock."
                slotProps={{ htmlInput: { ...params.inputProps, maxLength: 80 } }}
              />
            )}
          />
          <FormTextField
            id={ids.mockTarget}
            label="Target score (SAS)"
            type="number"
            fullWidth
            value={mock.target}
            disabled={disabled}
            error={errorField === 'mockTarget'}
            helperText={MOCK_TARGET_HINT}
            onChange={(event) => set({ target: event.target.value })}
            slotProps={{ htmlInput: { min: SAS_TARGET_LIMITS.min, max: SAS_TARGET_LIMITS.max, step: 1 } }}
          />
        </Box>
      ) : null}
    </FormControl>
  );
};
