import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';

export interface PrivacyRightsSummaryProps {
  /** Opens the Privacy & Data page; without it the summary links nowhere. */
  onOpenPrivacy?: () => void;
}

/** The Profile Settings "Privacy & GDPR" tab: a short overview and the way to the privacy page. */
export const PrivacyRightsSummary = ({ onOpenPrivacy }: PrivacyRightsSummaryProps) => (
  <Stack spacing={2} sx={{ maxWidth: 640 }}>
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ShieldRoundedIcon aria-hidden color="primary" />
      <Typography variant="h3" component="h2">
        Your data, your rights
      </Typography>
    </Stack>
    <Typography color="text.secondary">
      We keep only what 11+ Portal needs: your name, e-mail address, date of birth, and your exam answers and
      scores. Under UK data-protection law (UK GDPR) you can:
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      <li>see everything we keep about you, and download a copy;</li>
      <li>correct anything that is wrong (on the Profile Information tab);</li>
      <li>change your privacy choices at any time;</li>
      <li>ask us to stop using your data for analytics or marketing;</li>
      <li>delete your account.</li>
    </Box>
    {onOpenPrivacy && (
      <Box>
        <Button variant="contained" startIcon={<ShieldRoundedIcon />} onClick={onOpenPrivacy}>
          Open Privacy & Data
        </Button>
      </Box>
    )}
  </Stack>
);
