import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { requestDataPortability } from '../api/complianceApi';
import { useToast } from '../feedback/useToast';
import { downloadJson, exportFileName } from './downloadJson';
import { PRIVACY_MESSAGES } from './privacyLabels';
import { DataSection } from './DataSection';

export interface ExportDataCardProps {
  /** Called after a successful export (the activity log has a new entry). */
  onExported?: () => void;
}

/** The right to data portability: POST /compliance/data-portability, saved as a JSON file. */
export const ExportDataCard = ({ onExported }: ExportDataCardProps) => {
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const exportData = async () => {
    setBusy(true);
    try {
      downloadJson(await requestDataPortability(), exportFileName());
      toast.showSuccess(PRIVACY_MESSAGES.exported);
      onExported?.();
    } catch {
      toast.showError(PRIVACY_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DataSection
      title="Download my data"
      intro="Get a copy of everything we keep about you, as a file you can keep or take to another service."
    >
      <Button
        variant="contained"
        startIcon={<DownloadRoundedIcon />}
        onClick={() => void exportData()}
        disabled={busy}
      >
        {busy ? 'Preparing your file…' : 'Export my data'}
      </Button>
    </DataSection>
  );
};
