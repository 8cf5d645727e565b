import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../forms/FormTextField';
import Typography from '@mui/material/Typography';
import { emailField } from '@portal/contracts';
import { postConsent } from '../api/complianceApi';
import { errorMessage } from '../api/apiFetch';
import { CONSENT_SAVE_FAILED } from './consentChoices';
import { MailNotice, NoticeHint, NoticeLead } from '../feedback/MailNotice';
import { CheckAgainButton } from '../feedback/CheckAgainButton';
import { NoticeAlert } from '../feedback/NoticeAlert';
import { StepList } from '../feedback/StepList';
import { FailureAlert } from '../feedback/FailureAlert';
import { FormBox } from '../forms/FormBox';

export interface ParentalConsentPendingProps {
  /** "s***@example.org", from the consent status. */
  parentEmailHint: string | null;
  /** Asks the server again; resolves to whether the parent has confirmed. */
  onCheckAgain: () => Promise<boolean>;
  /** The parent said no through the link (issue 15): another parent or carer may still agree. */
  refused?: boolean;
}

const parentEmailSchema = emailField(
  'Parental consent email is required for users under 16',
  'Parent email is invalid',
);

/**
 * Shown to a child whose parent or carer has not yet clicked the link in their e-mail. Written for
 * a nine-year-old: what is happening, who has to do what, and what to press afterwards.
 */
export const ParentalConsentPending = ({
  parentEmailHint,
  onCheckAgain,
  refused = false,
}: ParentalConsentPendingProps) => {
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [showResend, setShowResend] = useState(refused);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const checkAgain = async () => {
    setChecking(true);
    setNotYet(false);
    try {
      const confirmed = await onCheckAgain();
      setNotYet(!confirmed);
    } finally {
      setChecking(false);
    }
  };

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parentEmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Parent email is invalid');
      return;
    }
    setSending(true);
    try {
      await postConsent({
        consentType: 'privacy_policy',
        consentGiven: true,
        parentalConsentEmail: parsed.data,
        source: 'consent_form',
      });
      setSentTo(parsed.data);
      setShowResend(false);
      setEmail('');
      setNotYet(false);
    } catch (error) {
      setFailure(errorMessage(error, CONSENT_SAVE_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <MailNotice>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' } }}>
        {refused && !sentTo
          ? 'Your parent or carer did not agree'
          : 'Ask your parent or carer to check their e-mail'}
      </Typography>
      <NoticeLead>
        {refused && !sentTo
          ? `The grown-up at ${parentEmailHint ?? 'the address you gave'} said no, so your account stays locked. Talk to them about it, or ask another parent or carer: you can send them an e-mail below.`
          : 'Before you can start, a grown-up who looks after you needs to say it is OK for you to use 11+ Portal.'}
      </NoticeLead>
      {refused && !sentTo ? null : (
        <StepList>
          <li>
            We sent an e-mail to <strong>{sentTo ?? parentEmailHint ?? 'your parent or carer'}</strong>.
          </li>
          <li>Ask them to open it and click the link inside.</li>
          <li>When they have done that, press “Check again”.</li>
        </StepList>
      )}
      {refused && !sentTo ? null : (
        <NoticeHint>Can’t find the e-mail? Ask them to look in their junk or spam folder too.</NoticeHint>
      )}
      {sentTo && <NoticeAlert severity="success">We sent a new e-mail to {sentTo}.</NoticeAlert>}
      {notYet && (
        <NoticeAlert severity="info">
          Not yet! Your parent or carer has not clicked the link yet. The e-mail can take a few minutes to
          arrive.
        </NoticeAlert>
      )}
      <CheckAgainButton label="Check again" checking={checking} onCheck={() => void checkAgain()} />
      <Link
        component="button"
        type="button"
        onClick={() => setShowResend((open) => !open)}
        aria-expanded={showResend}
      >
        Send it to a different parent or carer
      </Link>
      <Collapse in={showResend} unmountOnExit sx={{ width: '100%', maxWidth: 440 }}>
        <FormBox label="Send to a different parent" onSubmit={resend}>
          <Stack spacing={1.5} sx={{ textAlign: 'left' }}>
            <FailureAlert message={failure} />
            <FormTextField
              label="Parent or carer's email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              error={Boolean(emailError)}
              helperText={emailError}
              required
              fullWidth
            />
            <Button type="submit" variant="outlined" disabled={sending}>
              {sending ? 'Sending…' : 'Send e-mail'}
            </Button>
          </Stack>
        </FormBox>
      </Collapse>
    </MailNotice>
  );
};
