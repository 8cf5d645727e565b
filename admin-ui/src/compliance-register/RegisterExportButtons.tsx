import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useDataProvider } from 'react-admin';
import { useFileDownload } from '../common/useFileDownload';
import type { PortalDataProvider, RegisterExportFormat } from '../providers/dataProvider';

const formats: readonly { format: RegisterExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'json', label: 'Export JSON' },
];

/**
 * "Export CSV" / "Export JSON": the whole register (not only the page on screen) as a file named
 * with today's date. The pressed button shows a spinner and both wait until the file has arrived.
 */
export const RegisterExportButtons = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { pending, download } = useFileDownload<RegisterExportFormat>({
    done: (filename) => `Processing register downloaded as ${filename}`,
    failed: 'Export failed',
  });

  return (
    <Box
      role="group"
      aria-label="Export the whole register"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          onClick={() => {
            void download(format, (signal) => dataProvider.exportRegister(format, signal));
          }}
          disabled={pending !== null}
          aria-busy={pending === format}
          startIcon={
            pending === format ? (
              <CircularProgress
                size={16}
                color="inherit"
                aria-label={`Downloading ${format.toUpperCase()}`}
              />
            ) : (
              <FileDownloadRoundedIcon />
            )
          }
        >
          {label}
        </Button>
      ))}
    </Box>
  );
};
