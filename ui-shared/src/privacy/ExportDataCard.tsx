import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { requestDataPortability } from '../api/complianceApi';
import { useToast } from '../feedback/useToast';
import { downloadJson, exportFileName } from './downloadJson';
import { PRIVACY_MESSAGES } from './privacyLabels';

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
    <Card>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Download my data
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Get a copy of everything we keep about you, as a file you can keep or take to another service.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadRoundedIcon />}
          onClick={() => void exportData()}
          disabled={busy}
        >
          {busy ? 'Preparing your file…' : 'Export my data'}
        </Button>
      </CardContent>
    </Card>
  );
};
