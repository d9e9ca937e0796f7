import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconChartBar, IconCheck, IconReceipt2, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import classes from './auth-shell.module.css';

const slides = [
  {
    icon: IconReceipt2,
    title: 'Every employer cost, to the cent',
    text: 'Social Security, Medicare, FUTA and SUTA wage caps, workers’ comp, sick leave and sales tax by state and city.',
  },
  {
    icon: IconChartBar,
    title: 'Gross profit before you quote',
    text: 'See revenue, burden and margin per person and per assignment while you type.',
  },
  {
    icon: IconUsersGroup,
    title: 'Teams, approvals and quotes',
    text: 'Managers approve calculations; clients approve and sign branded quotes online.',
  },
];

/**
 * The sign-in and sign-up frame: the form on a card, a rotating product panel beside it on wide screens. `perks`
 * false leaves out the trial offer ('3-day free trial', ...): an invitee joins a company that already pays, so
 * it is not theirs (docs/product/teams-and-members.md).
 */
export function AuthShell({
  title,
  subtitle,
  children,
  perks = true,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  perks?: boolean;
}) {
  const [slide, setSlide] = useState(0);
  const interval = useInterval(() => setSlide((s) => (s + 1) % slides.length), 5000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  const current = slides[slide]!;
  return (
    <Box className={classes.wrap}>
      <Paper withBorder radius="lg" className={classes.card} shadow="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Stack p={{ base: 'lg', sm: 40 }} gap="lg">
            <div>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={6}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
          <Box className={classes.panel} visibleFrom="md" aria-hidden>
            <Stack gap="xl" justify="center" h="100%" p={48}>
              <ThemeIcon size={56} radius="xl" variant="white" color="brand">
                <current.icon size={30} />
              </ThemeIcon>
              <Title order={2} c="white">
                {current.title}
              </Title>
              <Text c="brand.0" size="lg">
                {current.text}
              </Text>
              {perks && (
                <Stack gap={8} mt="md">
                  {['3-day free trial', 'No card to start', 'Your own company sub-domain'].map((t) => (
                    <Text key={t} c="white" size="sm">
                      <IconCheck size={14} style={{ verticalAlign: -2, marginRight: 6 }} />
                      {t}
                    </Text>
                  ))}
                </Stack>
              )}
              <Box className={classes.dots}>
                {slides.map((s, i) => (
                  <span key={s.title} data-active={i === slide || undefined} />
                ))}
              </Box>
            </Stack>
          </Box>
        </SimpleGrid>
      </Paper>
    </Box>
  );
}
