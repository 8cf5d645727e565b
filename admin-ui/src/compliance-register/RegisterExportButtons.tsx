import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { saveFile } from '../common/saveFile';
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
  const notify = useNotify();
  const [pending, setPending] = useState<RegisterExportFormat | null>(null);
  const controller = useRef<AbortController | null>(null);

  // leaving the page cancels a download nobody will see
  useEffect(() => () => controller.current?.abort(), []);

  const download = async (format: RegisterExportFormat) => {
    controller.current = new AbortController();
    setPending(format);
    try {
      const { blob, filename } = await dataProvider.exportRegister(format, controller.current.signal);
      saveFile(blob, filename);
      notify(`Processing register downloaded as ${filename}`, { type: 'success' });
    } catch (error) {
      if (!controller.current.signal.aborted) {
        const message = error instanceof Error && error.message ? error.message : 'Export failed';
        notify(`Export failed: ${message}`, { type: 'error' });
      }
    } finally {
      setPending(null);
    }
  };

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
            void download(format);
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
