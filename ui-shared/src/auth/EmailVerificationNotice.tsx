import { useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resendVerificationRequest } from '../api/accountsApi';
import { errorMessage } from '../api/apiFetch';
import { MailNotice, NoticeHint, NoticeLead } from '../feedback/MailNotice';
import { CheckAgainButton } from '../feedback/CheckAgainButton';
import { NoticeAlert } from '../feedback/NoticeAlert';
import { StepList } from '../feedback/StepList';

export interface EmailVerificationNoticeProps {
  /** The address the link went to (the account's own). */
  email: string;
  /** Reads the session again; resolves to whether the address is verified now. */
  onCheckAgain: () => Promise<boolean>;
  /** "Check your inbox" right after sign-up; "Verify your e-mail address" when signing in later. */
  heading?: string;
  /** The heading's level: h1 on a page of its own, h3 inside the sign-up dialog. */
  headingLevel?: 'h1' | 'h3';
  /** Receives focus when the notice appears (screen readers announce it). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export const VERIFICATION_RESEND_FAILED = 'We could not send a new link. Please try again later.';

/**
 * Issue 15: an account that signed itself up proves its address before it may use the service.
 * What happened, what to do, and a way to get a new link; written so a child can follow it.
 */
export const EmailVerificationNotice = ({
  email,
  onCheckAgain,
  heading = 'Check your inbox',
  headingLevel = 'h1',
  headingRef,
}: EmailVerificationNoticeProps) => {
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const checkAgain = async () => {
    setChecking(true);
    setNotYet(false);
    try {
      setNotYet(!(await onCheckAgain()));
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    setSending(true);
    setFailure(null);
    setSent(null);
    try {
      const answer = await resendVerificationRequest();
      if (answer.emailVerified) {
        await onCheckAgain();
        return;
      }
      setSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, VERIFICATION_RESEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <MailNotice>
      <Typography
        variant={headingLevel}
        component={headingLevel}
        ref={headingRef}
        tabIndex={-1}
        sx={{ outline: 'none', ...(headingLevel === 'h1' && { fontSize: { xs: '1.5rem', sm: '1.8rem' } }) }}
      >
        {heading}
      </Typography>
      <NoticeLead>Before you can start, please show us that this e-mail address is yours.</NoticeLead>
      <StepList>
        <li>
          We sent an e-mail to <strong>{email}</strong>.
        </li>
        <li>Open it and press “Verify my e-mail address”. The link works for 24 hours.</li>
        <li>Then come back here and press “I have verified my e-mail”.</li>
      </StepList>
      <NoticeHint>Can’t find it? Look in your junk or spam folder, or ask for a new link.</NoticeHint>
      <NoticeAlert severity="success">{sent}</NoticeAlert>
      <NoticeAlert severity="warning">{failure}</NoticeAlert>
      {notYet && (
        <NoticeAlert severity="info">
          Not yet! We have not seen the link being used. The e-mail can take a few minutes to arrive.
        </NoticeAlert>
      )}
      <CheckAgainButton
        label="I have verified my e-mail"
        checking={checking}
        onCheck={() => void checkAgain()}
      />
      <Button variant="outlined" onClick={() => void resend()} disabled={sending}>
        {sending ? 'Sending…' : 'Send me a new link'}
      </Button>
    </MailNotice>
  );
};
