import type { ConsentState } from '@portal/contracts';
import { ConsentForm } from '../consent/ConsentForm';
import { useToast } from '../feedback/useToast';
import { PRIVACY_MESSAGES } from './privacyLabels';
import { DataSection } from './DataSection';

export interface ConsentSettingsPanelProps {
  consents: readonly ConsentState[];
  dateOfBirth?: string | null;
  onSaved: () => void;
}

/** The consent form in update mode: optional choices can be changed at any time. */
export const ConsentSettingsPanel = ({ consents, dateOfBirth, onSaved }: ConsentSettingsPanelProps) => {
  const toast = useToast();
  return (
    <DataSection
      title="Consent Settings"
      intro="Turn the optional choices on or off whenever you like. Turning one off stops it from now on."
    >
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
    </DataSection>
  );
};
