import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ConsentState } from '@portal/contracts';
import { ConsentForm } from '../consent/ConsentForm';
import { useToast } from '../feedback/useToast';
import { PRIVACY_MESSAGES } from './privacyLabels';

export interface ConsentSettingsPanelProps {
  consents: readonly ConsentState[];
  dateOfBirth?: string | null;
  onSaved: () => void;
}

/** The consent form in update mode: optional choices can be changed at any time. */
export const ConsentSettingsPanel = ({ consents, dateOfBirth, onSaved }: ConsentSettingsPanelProps) => {
  const toast = useToast();
  return (
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Consent Settings
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Turn the optional choices on or off whenever you like. Turning one off stops it from now on.
        </Typography>
        <ConsentForm
          mode="update"
          consents={consents}
          dateOfBirth={dateOfBirth}
          // Whoever reaches this page passed the consent gate, so a parent is on record already.
          parentalConsentStatus="confirmed"
          onSaved={() => {
            toast.showSuccess(PRIVACY_MESSAGES.consentSaved);
            onSaved();
          }}
        />
      </CardContent>
    </Card>
  );
};
