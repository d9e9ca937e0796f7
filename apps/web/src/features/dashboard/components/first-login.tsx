import { BILLING_ROLES, hasRole } from '@app/contracts/accounts/roles';
import { Alert, Stack, ThemeIcon } from '@mantine/core';
import { IconCalculator, IconChecklist, IconClock, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SlideNav, SlideText } from '../../../components/slides';
import { paths } from '../../../config/paths';
import { currentMembership, useSession } from '../../../lib/session';
import { useTourGate } from '../../../lib/tour-gate';

/**
 * Seen is kept in this browser, per user: the product has no server-side user preferences, and the
 * specification keeps its other walkthrough flags in localStorage too (docs/product/dashboard.md#onboarding).
 */
const WELCOME_SEEN = 'sm.welcomeSeen';
const seen = (userId: number) => localStorage.getItem(`${WELCOME_SEEN}.${userId}`) === 'true';
const markSeen = (userId: number) => localStorage.setItem(`${WELCOME_SEEN}.${userId}`, 'true');

const SLIDES = [
  {
    title: 'Price your first assignment',
    text: 'Open the Calculator, add a job and type the pay and bill rates: the margin shows as you type. Your company’s state is already set up with its SUTA rate where one is published.',
    icon: IconCalculator,
  },
  {
    title: 'Finish setting up when it suits you',
    text: 'The Finish setting up card lists what your rates still miss, each with a link. A missing workers’ comp code can be typed in the calculator.',
    icon: IconChecklist,
  },
  {
    title: 'Follow your team',
    text: 'Approved quotes add up to revenue and gross profit here, by team and by member.',
    icon: IconUsersGroup,
  },
];

/**
 * The one welcome tour of a new user (docs/product/dashboard.md#onboarding): on the first sign-ins
 * (login_count below 2), once, 500 ms after the dashboard loads; three short slides, 'Skip tour' on each, and
 * 'Start a calculation' at the end. Owners and Admins (who pay) read that the trial starts today. Never over
 * another dialog, nor while the plan has ended (the expired-plan modal has the screen then).
 */
export function FirstLogin() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  const membership = currentMembership(session);
  const payer = hasRole(membership?.role.name, BILLING_ROLES);
  // The demo organisation is a shared showcase with no trial: no welcome there.
  const first = !!user && user.login_count < 2 && membership?.organization.business_domain !== 'demo';
  const [wanted, setWanted] = useState(false);
  const [slide, setSlide] = useState(0);
  const shown = useTourGate(wanted);

  useEffect(() => {
    if (!first || !user || seen(user.id)) return;
    const timer = setTimeout(() => setWanted(true), 500);
    return () => clearTimeout(timer);
  }, [first, user]);

  if (!user) return null;
  const close = () => {
    markSeen(user.id);
    setWanted(false);
  };
  const Icon = SLIDES[slide]!.icon;

  return (
    <ResponsiveModal opened={shown} onClose={close} title="Welcome to StaffMargin" size="md" centered>
      <Stack gap="xs">
        {payer && (
          <Alert variant="light" icon={<IconClock size={18} />} p="xs" title="Your 3-day trial starts today">
            Once your trial ends, you will need to pay for the selected plan
          </Alert>
        )}
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} />
        </ThemeIcon>
        <SlideText
          index={slide}
          count={SLIDES.length}
          title={SLIDES[slide]!.title}
          text={SLIDES[slide]!.text}
        />
        <SlideNav
          titles={SLIDES.map((s) => s.title)}
          index={slide}
          onIndex={setSlide}
          onSkip={close}
          finishLabel="Start a calculation"
          onFinish={() => {
            close();
            navigate(paths.calculator);
          }}
        />
      </Stack>
    </ResponsiveModal>
  );
}
