import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useDataProvider } from 'react-admin';
import type { MockSummary } from '@portal/contracts';
import { useFileDownload } from '../common/useFileDownload';
import type { PortalDataProvider } from '../providers/dataProvider';

export interface MockCsvButtonProps {
  mock: Pick<MockSummary, 'mockId' | 'name'>;
}

/** "Download CSV": the whole results table as a spreadsheet, a row per student (the server's file). */
export const MockCsvButton = ({ mock }: MockCsvButtonProps) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, download } = useFileDownload<'csv'>({
    done: (filename) => `Results downloaded as ${filename}`,
    failed: 'Download failed',
  });

  return (
    <Button
      variant="outlined"
      onClick={() => void download('csv', (signal) => dataProvider.downloadMockResults(mock, signal))}
      disabled={pending !== null}
      aria-busy={pending !== null}
      startIcon={
        pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadRoundedIcon />
      }
    >
      Download CSV
    </Button>
  );
};
