import Stack from '@mui/material/Stack';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataCard } from './ExportDataCard';
import { RestrictProcessingCard } from './RestrictProcessingCard';
import { ReminderEmailsCard } from './ReminderEmailsCard';

export interface MyRightsPanelProps {
  email: string;
  restrictions: readonly string[];
  /** Reload the privacy data after an action changed it. */
  onChanged: () => void;
  logoutHref?: string;
}

/** Export, restrict processing, delete account (spec 001 §2.8). */
export const MyRightsPanel = ({ email, restrictions, onChanged, logoutHref }: MyRightsPanelProps) => (
  <Stack spacing={2}>
    <ExportDataCard onExported={onChanged} />
    <RestrictProcessingCard restrictions={restrictions} onRestricted={onChanged} />
    <ReminderEmailsCard />
    <DeleteAccountCard email={email} logoutHref={logoutHref} />
  </Stack>
);
