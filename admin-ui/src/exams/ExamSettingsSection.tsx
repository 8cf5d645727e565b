import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ExamFormValues, ExamSettings } from './examForm';
import { FormSection } from './FormSection';

const SETTINGS: { key: keyof ExamSettings; label: string; hint: string }[] = [
  { key: 'allowCalculator', label: 'Allow calculator', hint: 'Students may use a calculator.' },
  { key: 'allowNotes', label: 'Allow notes', hint: 'Students may write rough notes.' },
  { key: 'showTimer', label: 'Show timer', hint: 'The time left is on screen.' },
  { key: 'preventBacktrack', label: 'Prevent going back', hint: 'Answered questions cannot be revisited.' },
];

/** The exam's own flags, after its settings; `name` keeps the hint ids they always had. */
const FLAGS: { key: 'isActive' | 'availableForPractice'; name: string; label: string; hint: string }[] = [
  { key: 'isActive', name: 'active', label: 'Active', hint: 'Active exams can be scheduled for students.' },
  {
    key: 'availableForPractice',
    name: 'practice',
    label: 'Available for practice',
    hint: 'Your students may take it as practice, as often as they like, except while it is scheduled for them.',
  },
];

interface SettingSwitchProps {
  /** Names the hint `setting-<name>-hint`, which describes the switch. */
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

const SettingSwitch = ({ name, label, hint, checked, onChange }: SettingSwitchProps) => (
  <FormControlLabel
    sx={{ m: 0, alignItems: 'flex-start', gap: 1 }}
    control={
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': `setting-${name}-hint` } }}
      />
    }
    label={
      <Box sx={{ pt: 0.75 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {label}
        </Box>
        <Typography id={`setting-${name}-hint`} variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
    }
  />
);

export interface ExamSettingsSectionProps {
  values: ExamFormValues;
  set: <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => void;
}

/** Spec 002 §5: how the exam behaves while a student takes it, whether it is active, practice. */
export const ExamSettingsSection = ({ values, set }: ExamSettingsSectionProps) => (
  <FormSection
    id="exam-settings-heading"
    title="Settings"
    hint="How the exam behaves while a student takes it."
  >
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {SETTINGS.map((setting) => (
        <SettingSwitch
          key={setting.key}
          name={setting.key}
          label={setting.label}
          hint={setting.hint}
          checked={values.settings[setting.key]}
          onChange={(on) => set('settings', { ...values.settings, [setting.key]: on })}
        />
      ))}
      {FLAGS.map((flag) => (
        <SettingSwitch
          key={flag.key}
          name={flag.name}
          label={flag.label}
          hint={flag.hint}
          checked={values[flag.key]}
          onChange={(on) => set(flag.key, on)}
        />
      ))}
    </Box>
  </FormSection>
);
