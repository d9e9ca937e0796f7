import { BILLING_ROLES, hasRole } from '@app/contracts/accounts/roles';
import { Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartAreaLine, IconClock, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SlideNav, SlideText } from '../../../components/slides';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePlanExpiredFlag } from '../../../lib/plan-expiry';
import { currentMembership, useSession } from '../../../lib/session';

const TRIAL_SEEN = 'sm.trialModalSeen';
const TOUR_SEEN = 'sm.dashboardTourSeen';

const seen = (key: string, userId: number) => localStorage.getItem(`${key}.${userId}`) === 'true';
const markSeen = (key: string, userId: number) => localStorage.setItem(`${key}.${userId}`, 'true');

const SLIDES = [
  {
    title: 'Your progress',
    text: 'Actual Revenue adds up the quotes your clients approved; Projected Revenue the quotes sent and waiting. Pick Last 7 days, Last 30 days, Year To Date or Total.',
    icon: IconChartAreaLine,
  },
  {
    title: 'Teams',
    text: 'Create a team with a name and a logo, pick colleagues by name or invite them by e-mail. New people join the subscription when they accept.',
    icon: IconUsersGroup,
  },
  {
    title: 'Team progress',
    text: 'Click a team to see its revenue, gross profit and each member’s share; click a member to see their calculations and quotes.',
    icon: IconTrendingUp,
  },
];

/**
 * The first sign-ins (login_count below 2), once each (docs/product/dashboard.md#onboarding): the trial modal
 * for whoever pays (Owner, Admin), leading to the calculation settings with ?tutorial=1; then, back on the
 * dashboard, the tour of three slides, opening after 500 ms. Seen is remembered in the browser, per user. Neither
 * opens over the expired-plan modal.
 */
export function FirstLogin() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  const membership = currentMembership(session);
  const role = membership?.role.name;
  // The demo organisation is a shared showcase with no trial: it shows neither.
  // A trial that has ended shows the expired-plan modal instead; the tour waits until a plan is paid.
  const flagged = usePlanExpiredFlag();
  const expired = !!session?.expire || flagged;
  const first =
    !!user && !expired && user.login_count < 2 && membership?.organization.business_domain !== 'demo';
  const [trial, setTrial] = useState(false);
  const [tour, setTour] = useState(false);
  const [slide, setSlide] = useState(0);

  useEffect(() => {
    if (!first || !user) return;
    if (hasRole(role, BILLING_ROLES) && !seen(TRIAL_SEEN, user.id)) {
      setTrial(true);
      return;
    }
    if (seen(TOUR_SEEN, user.id)) return;
    const timer = setTimeout(() => setTour(true), 500);
    return () => clearTimeout(timer);
  }, [first, user, role]);

  if (!user) return null;
  const finishTour = () => {
    markSeen(TOUR_SEEN, user.id);
    setTour(false);
  };
  const Icon = SLIDES[slide]!.icon;

  return (
    <>
      <ResponsiveModal
        opened={trial}
        onClose={() => {}}
        withCloseButton={false}
        centered
        size="md"
        title={null}
      >
        <Stack align="center" ta="center" gap="sm" p="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconClock size={30} />
          </ThemeIcon>
          <Title order={3}>Your 3-day trial starts today</Title>
          <Text c="dimmed">Once your trial ends, you will need to pay for the selected plan</Text>
          <List size="sm" ta="left" spacing={4}>
            <List.Item>Enter your company’s rates once.</List.Item>
            <List.Item>Build calculations, send them for approval, quote your clients.</List.Item>
            <List.Item>Follow revenue and gross profit by team here.</List.Item>
          </List>
          <Button
            size="md"
            mt="sm"
            onClick={() => {
              markSeen(TRIAL_SEEN, user.id);
              setTrial(false);
              notify.info("Enter your company's rates.");
              navigate(`${paths.calculationSettings}?tutorial=1`);
            }}
          >
            Get Started Now
          </Button>
        </Stack>
      </ResponsiveModal>
      <ResponsiveModal
        opened={tour}
        onClose={finishTour}
        title="Welcome to your dashboard"
        size="md"
        centered
      >
        <Stack gap="xs">
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
            onFinish={finishTour}
          />
        </Stack>
      </ResponsiveModal>
    </>
  );
}
