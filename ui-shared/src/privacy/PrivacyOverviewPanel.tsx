import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDataAccess } from '@portal/contracts';
import { CONSENT_LABELS, formatDate } from './privacyLabels';
import { DataSection } from './DataSection';
import type { PrivacyTab } from './privacyTabs';

export interface PrivacyOverviewPanelProps {
  data: UserDataAccess;
  activityCount: number;
  onOpenTab: (tab: PrivacyTab) => void;
}

/** What we keep, what you chose, and what you can do about it, in a few plain sentences. */
export const PrivacyOverviewPanel = ({ data, activityCount, onOpenTab }: PrivacyOverviewPanelProps) => {
  const optional = data.consents.filter(
    (consent) => !['privacy_policy', 'terms_of_service', 'cookies_essential'].includes(consent.consentType),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <DataSection title="What we keep about you">
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Your name, e-mail address and date of birth, your exam answers and scores, and the choices you made
          below. Your account was created on {formatDate(data.createdAt)}.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={`${data.examAttempts.length} exam attempts`} />
          <Chip label={`${data.progress.length} progress records`} />
          <Chip label={`${activityCount} activity entries`} />
        </Stack>
        <Button sx={{ mt: 2 }} onClick={() => onOpenTab('data')}>
          See my data
        </Button>
      </DataSection>
      <DataSection title="Your choices">
        {optional.length === 0 ? (
          <Typography color="text.secondary">Everything optional is switched off.</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {optional.map((consent) => (
              <Chip
                key={consent.consentType}
                label={`${CONSENT_LABELS[consent.consentType]}: ${consent.status === 'given' ? 'on' : 'off'}`}
                color={consent.status === 'given' ? 'primary' : 'default'}
                variant={consent.status === 'given' ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        )}
        {data.restrictions.length > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            You asked us to stop using your data for: {data.restrictions.join(', ')}.
          </Typography>
        )}
        <Button sx={{ mt: 2 }} onClick={() => onOpenTab('consent')}>
          Change my choices
        </Button>
      </DataSection>
      <Card sx={{ gridColumn: { md: '1 / -1' } }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Your rights
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', display: 'grid', gap: 0.5 }}>
            <li>See everything we keep about you, and download a copy.</li>
            <li>Correct anything that is wrong in Profile Settings.</li>
            <li>Ask us to stop using your data for analytics or marketing.</li>
            <li>Delete your account and your personal details (scores stay only without your name).</li>
          </Box>
          <Button sx={{ mt: 2 }} onClick={() => onOpenTab('rights')}>
            Use my rights
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
