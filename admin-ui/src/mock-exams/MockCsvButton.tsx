import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MockSummary } from '@portal/contracts';
import { saveFile } from '../common/saveFile';
import type { PortalDataProvider } from '../providers/dataProvider';

export interface MockCsvButtonProps {
  mock: Pick<MockSummary, 'mockId' | 'name'>;
}

/** "Download CSV": the whole results table as a spreadsheet, a row per student (the server's file). */
export const MockCsvButton = ({ mock }: MockCsvButtonProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // leaving the page cancels a download nobody will see
  useEffect(() => () => controller.current?.abort(), []);

  const download = async () => {
    controller.current = new AbortController();
    setPending(true);
    try {
      const { blob, filename } = await dataProvider.downloadMockResults(mock, controller.current.signal);
      saveFile(blob, filename);
      notify(`Results downloaded as ${filename}`, { type: 'success' });
    } catch (error) {
      if (!controller.current.signal.aborted) {
        const message = error instanceof Error && error.message ? error.message : 'Download failed';
        notify(`Download failed: ${message}`, { type: 'error' });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={pending}
      aria-busy={pending}
      startIcon={
        pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadRoundedIcon />
      }
    >
      Download CSV
    </Button>
  );
};
