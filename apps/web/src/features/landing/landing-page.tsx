import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { comingSoon, features } from './features-list';
import classes from './landing-page.module.css';
import { PricingCard } from './pricing-card';

export function LandingPage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={72}>
          <Stack maw={720} gap="lg">
            <Text tt="uppercase" size="sm" fw={700} c="brand.7" lts={0.5}>
              For staffing, recruiting and IT-consulting firms
            </Text>
            <Title className={classes.title}>Gross Profit Margin Simplified</Title>
            <Text size="xl" c="dimmed">
              Enter pay, bill rate, schedule and benefits. See every employer cost, from Social Security to
              SUTA wage caps, workers’ comp and GSA stipends, and your gross profit to the cent. Then get it
              approved and send a branded quote your client signs online.
            </Text>
            <Group>
              <Button component={Link} to={paths.signup} size="lg">
                Start your 3-day free trial
              </Button>
              <Button component="a" href="#platform" size="lg" variant="default">
                See the platform
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={64} id="platform">
        <Title order={2} mb="xs">
          Everything a staffing quote costs
        </Title>
        <Text c="dimmed" mb="xl">
          Replace the spreadsheet with numbers your managers can approve.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map((f) => (
            <Group key={f.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" radius="xl" size={28}>
                <IconCheck size={16} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{f.title}</Text>
                <Text size="sm" c="dimmed">
                  {f.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt={48} id="pay-intel">
          {comingSoon.map((f) => (
            <Group key={f.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" color="grape" radius="xl" size={28}>
                <IconSparkles size={16} />
              </ThemeIcon>
              <div>
                <Group gap={8}>
                  <Text fw={600}>{f.title}</Text>
                  <Badge color="grape" variant="light" size="sm">
                    Coming Soon
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {f.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band} id="pricing">
        <Container size="lg" py={64}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack justify="center">
              <Title order={2}>Simple per-seat pricing</Title>
              <Text c="dimmed">
                Every feature for every member, billed monthly or yearly in US dollars. Try it free for 3
                days; your plan renews until you cancel.
              </Text>
            </Stack>
            <PricingCard />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={64} id="contact">
        <Title order={2} mb="xs">
          Contact
        </Title>
        <Text c="dimmed">
          Questions about your rates, an enterprise plan or a demo? Write to{' '}
          <a href="mailto:sales@staffmargin.app">sales@staffmargin.app</a>.
        </Text>
      </Container>
    </>
  );
}
