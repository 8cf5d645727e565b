import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  COMMUNICATION_KINDS,
  type CommunicationKind,
  type CommunicationPreferences,
} from '@portal/contracts';
import { fetchCommunicationPreferences, saveCommunicationPreferences } from '../api/complianceApi';
import { useToast } from '../feedback/useToast';
import { DataSection } from './DataSection';

const LABELS: Readonly<Record<CommunicationKind, string>> = {
  reminders: 'Exam reminders (a day before an exam opens) and missed-exam notices',
  digest: "Weekly digest of your children's exams (parents, Sunday evenings)",
};

/**
 * The reminder e-mails (issue 20 item 4): on by default; an unsubscribe link turns one off and
 * this card turns it back on (or off without a link).
 */
export const ReminderEmailsCard = () => {
  const [preferences, setPreferences] = useState<CommunicationPreferences | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  useEffect(() => {
    const controller = new AbortController();
    fetchCommunicationPreferences(controller.signal).then(setPreferences, () => {
      if (!controller.signal.aborted) {
        toast.showError('Error loading your e-mail settings');
      }
    });
    return () => controller.abort();
  }, [toast]);

  const change = async (kind: CommunicationKind, receive: boolean) => {
    setBusy(true);
    try {
      setPreferences(await saveCommunicationPreferences({ [kind]: receive }));
      toast.showSuccess('Your e-mail settings have been saved');
    } catch {
      toast.showError('Error saving your e-mail settings');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataSection
      title="Reminder e-mails"
      intro="Service e-mails about exams. Withdrawing marketing e-mails consent or restricting marketing also stops them."
    >
      {preferences === null ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : (
        <FormGroup>
          {COMMUNICATION_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Switch
                  checked={preferences[kind]}
                  disabled={busy}
                  onChange={(event) => void change(kind, event.target.checked)}
                />
              }
              label={LABELS[kind]}
            />
          ))}
        </FormGroup>
      )}
    </DataSection>
  );
};
