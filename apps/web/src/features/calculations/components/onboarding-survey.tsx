import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { notify } from '../../../lib/notify';

/** What a new user wants first, and the step the product points them to. */
const SURVEY_CHOICES = [
  {
    value: 'price',
    label: 'Pricing new assignments',
    next: 'Start each assignment in the Calculator: pay, bill rate or markup, and the costs around them.',
  },
  {
    value: 'margins',
    label: 'Checking margins on current placements',
    next: 'Untick individuals or states on the left of a calculation to see each one’s gross profit.',
  },
  {
    value: 'quote',
    label: 'Quoting clients',
    next: 'Send a calculation for approval; once approved, Create Quote turns it into a quote for your client.',
  },
  {
    value: 'team',
    label: 'Following my team’s revenue',
    next: 'Create a team on the Dashboard: approved quotes add up to its revenue and gross profit.',
  },
] as const;

/**
 * The onboarding survey of the calculation detail page (docs/product/calculations.md#calculation-detail): one
 * question after the detail walkthrough; Finish points to the next step for the answer, in a toast. The answer
 * stays in this browser (the specification names no call for it).
 */
export function OnboardingSurvey({
  opened,
  onFinish,
}: {
  opened: boolean;
  onFinish: (answer: string) => void;
}) {
  const [answer, setAnswer] = useState('');
  const finish = () => {
    const choice = SURVEY_CHOICES.find((c) => c.value === answer);
    if (choice) notify.info(choice.next);
    onFinish(answer);
  };
  return (
    <ResponsiveModal
      opened={opened}
      onClose={finish}
      title="One question before you start"
      size="md"
      centered
    >
      <Stack gap="md">
        <Radio.Group label="What will you use StaffMargin for first?" value={answer} onChange={setAnswer}>
          <Stack gap="xs" mt="xs">
            {SURVEY_CHOICES.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          Your answer only tailors the next tip and stays in this browser.
        </Text>
        <Group justify="flex-end">
          <Button onClick={finish}>Finish</Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
