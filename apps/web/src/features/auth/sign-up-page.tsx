import type { ProfileResponse, SessionResponse } from '@app/contracts/accounts/responses';
import { Alert, Anchor, Button, Divider, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useScreenBelow } from '../../hooks/use-screen-below';
import { goTo } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { type Session, sessionQueryOptions, useSession } from '../../lib/session';
import { authApi } from './api/auth-api';
import { type AccountType, AccountTypeChoice } from './components/account-type-choice';
import { AuthShell } from './components/auth-shell';
import { CompanyStep, DomainStep, useCompanyForm } from './components/company-steps';
import { ConfirmStep } from './components/confirm-step';
import { InvitationForm } from './components/invitation-form';
import { PersonalStep } from './components/personal-step';
import { SocialButtons } from './components/social-buttons';
import { TeammatesStep } from './components/teammates-step';
import { useSignedInRedirect } from './components/use-signed-in-redirect';

type Step = 'choose' | 'personal' | 'confirm' | 'company' | 'domain' | 'teammates' | 'done';
const stepIndex: Record<Step, number> = {
  choose: 0,
  personal: 0,
  confirm: 0,
  company: 1,
  domain: 2,
  teammates: 3,
  done: 3,
};
const titles: Record<Step, string> = {
  choose: 'Create your account',
  personal: 'Personal Information',
  confirm: 'Confirm your e-mail',
  company: 'Company Info',
  domain: 'Domain',
  teammates: 'Add teammates',
  done: 'Company created',
};

/**
 * /signup: method, personal information, confirm e-mail, company info, domain, teammates (enterprise).
 * Query parameters: confirmation_token (link from the e-mail), id (after social login), invitation_token, error.
 */
export function SignUpPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const confirmation = params.get('confirmation_token');
  const handoverId = params.get('id');
  const invitation = params.get('invitation_token');
  const [step, setStep] = useState<Step>(() =>
    session && !session.user.organization_users.length ? 'company' : 'choose',
  );
  const [accountType, setAccountType] = useState<AccountType>(
    params.get('is_enterprise') === '1' ? 'enterprise' : 'single',
  );
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [loading, setLoading] = useState(!!confirmation || !!handoverId);
  const redirectUrl = useRef<string | null>(null);
  const started = useRef(false);
  const companyForm = useCompanyForm();
  const phone = useScreenBelow('xs');
  const redirecting = useSignedInRedirect(
    session,
    !confirmation && !handoverId && !invitation && step !== 'done' && step !== 'teammates',
  );

  // E-mail confirmation answers the profile without redirect_url: a new account has no company yet.
  const signedIn = (answer: SessionResponse | ProfileResponse) => {
    queryClient.setQueryData<Session>(queryKeys.session, { user: answer.data, expire: answer.expire });
    if (answer.data.organization_users.length && 'redirect_url' in answer)
      goTo(answer.redirect_url, navigate);
    else setStep('company');
  };

  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  useEffect(() => {
    const error = params.get('error');
    if (error) {
      notify.error(error);
      const next = new URLSearchParams(params);
      next.delete('error');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  useEffect(() => {
    if (started.current || (!confirmation && !handoverId)) return;
    started.current = true;
    const call = confirmation ? authApi.confirm(confirmation) : authApi.signUpById(handoverId!);
    call
      .then((answer) => {
        if (confirmation) notify.success('Your e-mail address is confirmed.');
        setParams({}, { replace: true });
        signedInRef.current(answer);
      })
      .catch((err) => {
        setParams({}, { replace: true });
        setAlert(err instanceof Error ? err.message : 'Something went wrong');
      })
      .finally(() => setLoading(false));
  }, [confirmation, handoverId, setParams]);

  if (invitation) {
    return (
      <AuthShell
        title="Accept your invitation"
        subtitle="Choose your name and a password to join your team."
        perks={false}
      >
        <InvitationForm token={invitation} />
      </AuthShell>
    );
  }
  if (loading) return <PageLoader label={confirmation ? 'Confirming your e-mail…' : 'Signing you up…'} />;
  if (redirecting) return <PageLoader label="Opening your dashboard…" />;

  const finish = () => {
    setStep('done');
    setTimeout(async () => {
      const url = redirectUrl.current ?? (await authApi.handover()).redirect_url;
      goTo(url, navigate);
    }, 1000);
  };

  return (
    <AuthShell
      title={titles[step]}
      subtitle={
        step === 'choose'
          ? 'Start your 3-day free trial. Sign up with a social account or your e-mail.'
          : undefined
      }
    >
      {step !== 'choose' && (
        <Stepper
          active={stepIndex[step]}
          size="xs"
          iconSize={26}
          wrap={false}
          allowNextStepsSelect={false}
          aria-label="Sign-up progress"
          styles={{ separator: { marginInline: 6, minWidth: 8 }, stepBody: { marginInlineStart: 6 } }}
        >
          <Stepper.Step
            label={phone ? undefined : 'Personal Information'}
            aria-label="Personal Information"
          />
          <Stepper.Step label={phone ? undefined : 'Company Info'} aria-label="Company Info" />
          <Stepper.Step label={phone ? undefined : 'Domain'} aria-label="Domain" />
        </Stepper>
      )}
      {alert && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          role="alert"
          withCloseButton
          onClose={() => setAlert(null)}
        >
          {alert}
        </Alert>
      )}
      {step === 'choose' && (
        <Stack gap="md">
          <AccountTypeChoice value={accountType} onChange={setAccountType} />
          <SocialButtons query={`is_enterprise=${accountType === 'enterprise' ? 1 : 0}`} verb="Sign up" />
          <Divider label="or" labelPosition="center" />
          <Button leftSection={<IconMail size={18} />} onClick={() => setStep('personal')}>
            Continue with e-mail
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.signin}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      )}
      {step === 'personal' && (
        <PersonalStep
          isEnterprise={accountType === 'enterprise'}
          onBack={() => setStep('choose')}
          onDone={(address) => {
            setEmail(address);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && (
        <ConfirmStep
          email={email}
          onContinue={async () => {
            const current = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
            if (!current) return false;
            if (current.user.organization_users.length) finish();
            else setStep('company');
            return true;
          }}
        />
      )}
      {step === 'company' && <CompanyStep form={companyForm} onNext={() => setStep('domain')} />}
      {step === 'domain' && (
        <DomainStep
          form={companyForm}
          onBack={() => setStep('company')}
          onCreated={(url) => {
            redirectUrl.current = url;
            notify.success('Company created successfully.');
            if (session?.user.is_enterprise) setStep('teammates');
            else finish();
          }}
        />
      )}
      {step === 'teammates' && (
        <TeammatesStep
          onDone={() => {
            redirectUrl.current = null; // the first hand-over may have expired while inviting
            finish();
          }}
        />
      )}
      {step === 'done' && <PageLoader label="Opening your company's dashboard…" />}
    </AuthShell>
  );
}
