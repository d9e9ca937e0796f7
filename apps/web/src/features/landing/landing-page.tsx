import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconHeadset,
  IconMail,
  IconPresentation,
  IconShieldCheck,
  IconSparkles,
  IconUsersGroup,
  IconWand,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLink } from '../../components/page-link';
import { paths } from '../../config/paths';
import { type ContactKind, openContact } from './contact-store';
import { comingSoon, features } from './features-list';
import classes from './landing-page.module.css';

// Below the fold, with the plans it reads from the API: loaded after the first paint (the landing page's budget,
// docs/performance.md#the-landing-pages-javascript).
const PricingCard = lazy(() => import('./pricing-card').then((m) => ({ default: m.PricingCard })));

const platform = [
  {
    icon: IconWand,
    title: 'Calculate',
    text: 'A guided calculator for one person or a whole crew across states, with live results and solve-for.',
  },
  {
    icon: IconShieldCheck,
    title: 'Approve',
    text: 'Send a calculation to your manager; it comes back approved, or declined with the reason.',
  },
  {
    icon: IconUsersGroup,
    title: 'Track',
    text: 'Revenue and gross profit by team and member, with PDF and spreadsheet downloads.',
  },
];

const contacts: { kind: ContactKind; icon: typeof IconMail; title: string; text: string; cta: string }[] = [
  {
    kind: 'demo',
    icon: IconPresentation,
    title: 'Get a Demo',
    text: 'A live walk-through with your own rates and states.',
    cta: 'Get a Demo',
  },
  {
    kind: 'inquiry',
    icon: IconMail,
    title: 'Inquiry',
    text: 'Pricing, enterprise plans, security questions.',
    cta: 'Send an inquiry',
  },
  {
    kind: 'support',
    icon: IconHeadset,
    title: 'Support',
    text: 'Already a customer? Tell us what you need help with.',
    cta: 'Contact support',
  },
];

/** The landing page (docs/product/public-site.md#landing-page-). */
export function LandingPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={72}>
          <Stack maw={720} gap="lg">
            <Text tt="uppercase" size="sm" fw={700} c="brand.8" lts={0.5}>
              For staffing, recruiting and IT-consulting firms
            </Text>
            <Title className={classes.title}>Gross Profit Margin Simplified</Title>
            <Text size="xl" c="gray.7">
              Enter pay, bill rate, schedule and benefits. See every employer cost, from Social Security to
              SUTA wage caps, workers’ comp and GSA stipends, and your gross profit to the cent. Then get it
              approved and send a branded quote your client signs online.
            </Text>
            <Group>
              <Button size="lg" onClick={() => openContact('demo')}>
                Get a Demo
              </Button>
              <Button component={PageLink} to={paths.signup} size="lg" variant="default">
                Start your 3-day free trial
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={64} id="platform" component="section" aria-labelledby="platform-title">
        <Title order={2} mb="xs" id="platform-title">
          One platform from rate to signed quote
        </Title>
        <Text c="gray.7" mb="xl">
          Replace the spreadsheet with numbers your managers can approve.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={56}>
          {platform.map((p) => (
            <IconCard
              key={p.title}
              icon={<p.icon size={24} aria-hidden />}
              iconBox={44}
              title={p.title}
              text={p.text}
            />
          ))}
        </SimpleGrid>
        <Title order={3} fz="xl" mb="lg">
          Everything a staffing quote costs
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map((f) => (
            <FeatureItem key={f.title} icon={<IconCheck size={16} aria-hidden />} {...f} />
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band} id="pricing" component="section" aria-labelledby="pricing-title">
        <Container size="lg" py={64}>
          <Stack gap={32}>
            <Stack maw={760}>
              <Title order={2} id="pricing-title">
                Simple per-member pricing
              </Title>
              <Text c="gray.7">
                Two plans, one price list: Essential for a recruiter who prices one person at a time,
                Enterprise for a team that prices crews, gets approvals and sends quotes. Each member is a
                seat, billed monthly or yearly in US dollars, and the more members, the less each costs. Every
                new company starts with a 3-day free trial with every feature.
              </Text>
              <Text c="gray.7">
                More than 20 members?{' '}
                <Button variant="subtle" px={4} onClick={() => openContact('inquiry')}>
                  Talk to us about Enterprise
                </Button>
              </Text>
            </Stack>
            <Suspense fallback={<Box mih={420} aria-busy="true" />}>
              <PricingCard />
            </Suspense>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={64} id="pay-intel" component="section" aria-labelledby="pay-intel-title">
        <Group gap="sm" mb="xs">
          <Title order={2} id="pay-intel-title">
            Pay intelligence
          </Title>
          <Badge color="grape" variant="light">
            Coming Soon
          </Badge>
        </Group>
        <Text c="gray.7" mb="xl" maw={720}>
          Know the market before you quote: pay and bill rates for the role and place, suggested while you
          fill in the calculator.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {comingSoon.map((f) => (
            <FeatureItem
              key={f.title}
              icon={<IconSparkles size={16} aria-hidden />}
              color="grape"
              soon
              {...f}
            />
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band} id="contact" component="section" aria-labelledby="contact-title">
        <Container size="lg" py={64}>
          <Title order={2} mb="xs" id="contact-title">
            Contact
          </Title>
          <Text c="gray.7" mb="xl">
            We answer every message within one business day.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {contacts.map((c) => (
              <IconCard
                key={c.kind}
                icon={<c.icon size={22} aria-hidden />}
                iconBox={40}
                title={c.title}
                text={c.text}
                action={
                  <Button variant="light" onClick={() => openContact(c.kind)} mt="auto">
                    {c.cta}
                  </Button>
                }
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}

/** A card led by a square icon: its title, a sentence and, where there is one, what to do (a button). */
function IconCard({
  icon,
  iconBox,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  iconBox: number;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg">
      <ThemeIcon variant="light" size={iconBox} radius="md" mb="sm">
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb={action ? 'md' : undefined}>
        {text}
      </Text>
      {action}
    </Card>
  );
}

/** One feature in a list: a round icon, its name (with a 'Coming Soon' badge when `soon`) and a sentence. */
function FeatureItem({
  icon,
  title,
  text,
  color,
  soon = false,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  color?: string;
  soon?: boolean;
}) {
  const name = <Text fw={600}>{title}</Text>;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" color={color} radius="xl" size={28}>
        {icon}
      </ThemeIcon>
      <div>
        {soon ? (
          <Group gap={8}>
            {name}
            <Badge color="grape" variant="light" size="sm">
              Coming Soon
            </Badge>
          </Group>
        ) : (
          name
        )}
        <Text size="sm" c="gray.7">
          {text}
        </Text>
      </div>
    </Group>
  );
}
