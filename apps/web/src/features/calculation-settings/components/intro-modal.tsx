import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingHospital,
  IconClockHour4,
  IconCoin,
  IconFileSpreadsheet,
  IconMapPin,
  IconReceiptTax,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { SlideNav, SlideText } from '../../../components/slides';

interface Slide {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
  /** A few figures drawn as a tiny table, to show what the tab holds. */
  sample: [string, string][];
}

const slides: Slide[] = [
  {
    icon: IconMapPin,
    title: 'Add the states you staff in',
    text: 'On SUTA Rates, add each state and type the SUTA rate on your state notice. The wage cap comes from the state for this tax year.',
    sample: [
      ['California', '3.40%'],
      ['Texas', '2.70%'],
    ],
  },
  {
    icon: IconShieldCheck,
    title: "Workers' comp codes",
    text: 'Per state, list the class codes you place people under, with a nickname your recruiters know and the rate from your policy.',
    sample: [
      ['Office · 8810', '0.35%'],
      ['Warehouse · 8292', '6.12%'],
    ],
  },
  {
    icon: IconReceiptTax,
    title: 'Sales tax',
    text: 'Each state starts at its base rate. Add city rates where they differ, choose whether tax applies to the invoice or the gross profit, or exempt it.',
    sample: [
      ['Texas (state-wide)', '6.25%'],
      ['Los Angeles', '9.50%'],
    ],
  },
  {
    icon: IconClockHour4,
    title: 'Sick leave (SPTO)',
    text: 'We fill the statutory sick-leave rules for your states and cities. 30 means 1 hour earned per 30 hours worked.',
    sample: [
      ['California', '1 h / 30 h'],
      ['Cap per year', '40 h'],
    ],
  },
  {
    icon: IconBuildingHospital,
    title: 'Healthcare plans',
    text: 'Enter the monthly premium of each package you offer: employee only, with spouse, with dependents, family.',
    sample: [
      ['Employee only', '$450.00'],
      ['Family', '$1,250.00'],
    ],
  },
  {
    icon: IconCoin,
    title: 'Other costs',
    text: 'Interest, background checks, drug screens, MSP and VMS fees, payrolling, liability insurance and your own costs: flat or a percentage.',
    sample: [
      ['Background check', '$45.00'],
      ['MSP fee', '3.00%'],
    ],
  },
];

const video = import.meta.env.VITE_SETTINGS_INTRO_VIDEO_URL as string | undefined;

/** 'Setting up your Calculator': a short illustrated walkthrough (a video only when one is configured). */
export function IntroModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index]!;
  const close = () => {
    setIndex(0);
    onClose();
  };
  return (
    <ResponsiveModal opened={opened} onClose={close} title="Setting up your Calculator" size="lg">
      {video && (
        <Box mb="md">
          <video src={video} controls style={{ width: '100%', borderRadius: 8 }}>
            <track kind="captions" />
          </video>
        </Box>
      )}
      <Text size="sm" c="dimmed" mb="md">
        Every calculation reads these tables. Fill them once; the calculator does the rest.
      </Text>
      <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-gray-0)">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
          <Stack align="center" justify="center" gap="sm">
            <ThemeIcon size={72} radius="xl" variant="light">
              <slide.icon size={40} stroke={1.5} />
            </ThemeIcon>
            <Paper withBorder radius="sm" p="xs" w="100%" maw={240}>
              {slide.sample.map(([k, v]) => (
                <Group key={k} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {k}
                  </Text>
                  <Text size="xs" fw={600} className="tabular">
                    {v}
                  </Text>
                </Group>
              ))}
            </Paper>
          </Stack>
          <Stack gap={6} justify="center">
            <SlideText index={index} count={slides.length} title={slide.title} text={slide.text} />
          </Stack>
        </SimpleGrid>
      </Paper>
      <SlideNav titles={slides.map((s) => s.title)} index={index} onIndex={setIndex} onFinish={close} />
      <Group mt="sm" gap={6} wrap="nowrap" align="flex-start">
        <IconFileSpreadsheet size={16} color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed">
          Have the rates in a spreadsheet? SUTA rates and WC codes import from CSV.
        </Text>
      </Group>
    </ResponsiveModal>
  );
}
