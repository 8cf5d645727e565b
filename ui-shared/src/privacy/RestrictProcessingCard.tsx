import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { RestrictProcessingRequest, type RestrictableData } from '@portal/contracts';
import { requestProcessingRestriction } from '../api/complianceApi';
import { useToast } from '../feedback/useToast';
import { PRIVACY_MESSAGES } from './privacyLabels';
import { DataSection } from './DataSection';

export interface RestrictProcessingCardProps {
  /** Restrictions already in place (from data-access). */
  restrictions: readonly string[];
  onRestricted?: () => void;
}

const CHOICES: readonly { value: RestrictableData; label: string }[] = [
  { value: 'analytics', label: 'Analytics (how you use 11+ Portal)' },
  { value: 'marketing', label: 'Marketing (news and offers)' },
];

/** The right to restrict processing: POST /compliance/restrict-processing with analytics/marketing. */
export const RestrictProcessingCard = ({ restrictions, onRestricted }: RestrictProcessingCardProps) => {
  const [chosen, setChosen] = useState<RestrictableData[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const toggle = (value: RestrictableData, on: boolean) => {
    setError(null);
    setChosen((current) => (on ? [...current, value] : current.filter((item) => item !== value)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RestrictProcessingRequest.safeParse({ dataTypes: chosen });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose what to restrict');
      return;
    }
    setBusy(true);
    try {
      await requestProcessingRestriction(parsed.data.dataTypes);
      toast.showSuccess(PRIVACY_MESSAGES.restricted);
      setChosen([]);
      onRestricted?.();
    } catch {
      toast.showError(PRIVACY_MESSAGES.restrictFailed);
    } finally {
      setBusy(false);
    }
  };

  const open = CHOICES.filter((choice) => !restrictions.includes(choice.value));

  return (
    <DataSection
      title="Restrict processing"
      intro="Ask us to stop using your data for some things. Your account and your exams keep working."
    >
      {restrictions.length > 0 && (
        <Typography sx={{ mb: 1.5 }}>
          Already restricted: <strong>{restrictions.join(', ')}</strong>
        </Typography>
      )}
      {open.length === 0 ? (
        <Typography color="text.secondary">Everything that can be restricted already is.</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormControl error={Boolean(error)} component="fieldset" variant="standard">
            <FormLabel component="legend">Stop using my data for</FormLabel>
            <FormGroup>
              {open.map((choice) => (
                <FormControlLabel
                  key={choice.value}
                  control={
                    <Checkbox
                      checked={chosen.includes(choice.value)}
                      onChange={(event) => toggle(choice.value, event.target.checked)}
                    />
                  }
                  label={choice.label}
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
          <Box sx={{ mt: 1.5 }}>
            <Button type="submit" variant="outlined" disabled={busy}>
              {busy ? 'Sending…' : 'Request restriction'}
            </Button>
          </Box>
        </Box>
      )}
    </DataSection>
  );
};
