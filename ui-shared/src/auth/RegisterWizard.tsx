import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import FamilyRestroomRoundedIcon from '@mui/icons-material/FamilyRestroomRounded';
import {
  SignUpAgreements,
  SignUpStep1Form,
  needsParentalConsent,
  registerRequest,
  signUpStep2Form,
  type RegisterResponse,
} from '@portal/contracts';
import { fetchCurrentUser, registerRequestCall } from '../api/accountsApi';
import { errorMessage } from '../api/apiFetch';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../forms/fieldErrors';
import { useFieldErrors } from '../forms/useFieldErrors';
import type { AuthMode } from './authModes';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { REGISTRATION_FAILED } from './messages';
import { RegisterAgreementsStep } from './RegisterAgreementsStep';
import { RegisterBasicsStep } from './RegisterBasicsStep';
import { RegisterDetailsStep } from './RegisterDetailsStep';
import {
  EMPTY_AGREEMENTS,
  EMPTY_BASICS,
  EMPTY_DETAILS,
  REGISTER_STEPS,
  type AgreementValues,
  type BasicsValues,
  type DetailsValues,
} from './registerForm';
import { withSessionDefaults, type AuthUser } from './sessionUser';
import { FailureAlert } from '../feedback/FailureAlert';
import { IconBadge } from '../feedback/IconBadge';
import { FormBox } from '../forms/FormBox';

export interface RegisterWizardProps {
  onRegistered: (user: AuthUser) => void;
  onSwitchMode: (mode: AuthMode) => void;
}

/** After the account exists: tell the child their parent was e-mailed, then (if asked) to verify. */
type Stage = 'form' | 'parent-email-sent' | 'verify-email';

/**
 * Spec 001 §2.6: the three-step sign-up. Next validates the current step and the earlier ones with
 * the contracts' schemas (the same rules the server applies); Back returns.
 */
export const RegisterWizard = ({ onRegistered, onSwitchMode }: RegisterWizardProps) => {
  const [step, setStep] = useState(0);
  const [basics, setBasics] = useState<BasicsValues>(EMPTY_BASICS);
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [agreements, setAgreements] = useState<AgreementValues>(EMPTY_AGREEMENTS);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('form');
  const [answer, setAnswer] = useState<RegisterResponse | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const isStudent = basics.role === 'student';
  const needsParent = isStudent && needsParentalConsent(details.dateOfBirth, new Date());

  // Move focus to the new step's heading so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, stage]);

  /** Step 2 as sent: the parent's details only where they are needed (data minimisation). */
  const detailsToCheck = (): DetailsValues =>
    needsParent
      ? details
      : { ...details, parentEmail: '', parentName: '', ...(isStudent ? {} : { grade: '', school: '' }) };

  /** Validates steps 0..upTo; returns the first step with a problem and its errors. */
  const validate = (upTo: number): { step: number; errors: FieldErrors } | null => {
    const today = new Date();
    const checks = [
      () => SignUpStep1Form.safeParse(basics),
      () => signUpStep2Form(basics.role, today).safeParse(detailsToCheck()),
      () => SignUpAgreements.safeParse(agreements),
    ];
    for (let index = 0; index <= upTo; index++) {
      const result = checks[index]?.();
      if (result && !result.success) {
        const found = fieldErrorsOf(result.error);
        if (hasErrors(found)) {
          return { step: index, errors: found };
        }
      }
    }
    return null;
  };

  const next = () => {
    const problem = validate(step);
    if (problem) {
      setErrors(problem.errors);
      setStep(problem.step);
      return;
    }
    setErrors({});
    setStep((current) => Math.min(current + 1, REGISTER_STEPS.length - 1));
  };

  const back = () => {
    setFailure(null);
    setStep((current) => Math.max(current - 1, 0));
  };

  const finish = (user: AuthUser, response: RegisterResponse, from: Stage) => {
    if (from === 'form' && response.parentalConsentRequired) {
      setStage('parent-email-sent');
    } else if (from !== 'verify-email' && response.emailVerificationRequired) {
      setStage('verify-email');
    } else {
      onRegistered(user);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < REGISTER_STEPS.length - 1) {
      next();
      return;
    }
    setFailure(null);
    const problem = validate(step);
    if (problem) {
      setErrors(problem.errors);
      setStep(problem.step);
      return;
    }
    const { confirmPassword: _confirm, ...account } = basics;
    const parsed = registerRequest(new Date()).safeParse({ ...account, ...detailsToCheck(), ...agreements });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const response = await registerRequestCall(parsed.data);
      setAnswer(response);
      finish(withSessionDefaults(response.user), response, 'form');
    } catch (error) {
      setFailure(errorMessage(error, REGISTRATION_FAILED));
      setSubmitting(false);
    }
  };

  const onBasics = (field: keyof BasicsValues, value: string) => {
    setBasics((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const onDetails = (field: keyof DetailsValues, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const onAgreements = (field: keyof AgreementValues, value: boolean) => {
    setAgreements((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  if (stage === 'verify-email' && answer) {
    const user = withSessionDefaults(answer.user);
    return (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <EmailVerificationNotice
          email={basics.email.trim().toLowerCase()}
          headingRef={headingRef}
          headingLevel="h3"
          onCheckAgain={async () => {
            const current = await fetchCurrentUser().catch(() => null);
            if (current?.emailVerified) {
              finish(current, answer, 'verify-email');
              return true;
            }
            return false;
          }}
        />
        <Button variant="text" size="large" fullWidth onClick={() => finish(user, answer, stage)}>
          Continue
        </Button>
      </Stack>
    );
  }

  if (stage === 'parent-email-sent' && answer) {
    const user = withSessionDefaults(answer.user);
    return (
      <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <IconBadge size={72} iconSize={38}>
          <FamilyRestroomRoundedIcon />
        </IconBadge>
        <Typography variant="h3" component="h3" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          We have e-mailed your parent or carer
        </Typography>
        <Typography color="text.secondary">
          Your account is ready. Because you are under 16, we sent an e-mail to{' '}
          <strong>{details.parentEmail.trim().toLowerCase()}</strong>. Ask your parent or carer to open it and
          click the link to say it is OK. Then you can start practising!
        </Typography>
        <Button variant="contained" size="large" fullWidth onClick={() => finish(user, answer, stage)}>
          Continue
        </Button>
      </Stack>
    );
  }

  const lastStep = step === REGISTER_STEPS.length - 1;
  return (
    <FormBox label="Create your account" onSubmit={submit}>
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: '0.8rem' } }}
      >
        {REGISTER_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        variant="h3"
        component="h3"
        ref={headingRef}
        tabIndex={-1}
        sx={{ mb: 2, outline: 'none', fontSize: '1.1rem' }}
      >
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, mr: 1 }}>
          Step {step + 1} of {REGISTER_STEPS.length}:
        </Box>
        {REGISTER_STEPS[step]}
      </Typography>
      <FailureAlert message={failure} sx={{ mb: 2 }} />
      {step === 0 && <RegisterBasicsStep values={basics} errors={errors} onChange={onBasics} />}
      {step === 1 && (
        <RegisterDetailsStep
          values={details}
          errors={errors}
          onChange={onDetails}
          isStudent={isStudent}
          needsParent={needsParent}
        />
      )}
      {step === 2 && <RegisterAgreementsStep values={agreements} errors={errors} onChange={onAgreements} />}
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        {step > 0 && (
          <Button variant="outlined" size="large" onClick={back} disabled={submitting} sx={{ flex: 1 }}>
            Back
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ flex: 2 }}>
          {lastStep ? (submitting ? 'Creating account…' : 'Create account') : 'Next'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 2.5 }}>
        Already have an account?{' '}
        <Link component="button" type="button" variant="body2" onClick={() => onSwitchMode('signin')}>
          Sign in
        </Link>
      </Typography>
    </FormBox>
  );
};
