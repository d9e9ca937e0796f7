import { Button, Group, Stepper, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { STEPS, type Step } from '../model/wizard-values';

/**
 * The wizard's title, How it works, and the three steps. Memoised on what it shows: typing into a person
 * leaves it alone.
 */
export const WizardHeading = memo(function WizardHeading({
  editing,
  step,
  name,
  count,
  onStep,
  onHelp,
}: {
  editing: boolean;
  step: Step;
  /** The calculation's name: Persons opens once it has one. */
  name: string;
  /** Persons added: Job details opens once there is one. */
  count: number;
  onStep: (step: Step) => void;
  onHelp: () => void;
}) {
  // On a phone the stepper shows only the current step's label, so the three fit on one line.
  const phone = useScreenBelow('xs');
  const stepIndex = STEPS.indexOf(step);
  return (
    <>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2}>{editing ? 'Edit calculation' : 'Calculator'}</Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHelpCircle size={16} />}
          onClick={onHelp}
        >
          How it works
        </Button>
      </Group>
      <Stepper
        active={stepIndex}
        onStepClick={(i) => {
          if (i === 1 && !name.trim()) return;
          if (i === 2 && count === 0) return;
          onStep(STEPS[i]!);
        }}
        size="sm"
        mb="lg"
      >
        {/* On a phone only the current step shows its label: the others keep theirs as their name. */}
        <Stepper.Step
          aria-label={phone && stepIndex !== 0 ? 'Name' : undefined}
          label={phone && stepIndex !== 0 ? undefined : 'Name'}
          description={phone ? undefined : name || undefined}
        />
        <Stepper.Step
          aria-label={phone && stepIndex !== 1 ? 'Persons' : undefined}
          label={phone && stepIndex !== 1 ? undefined : 'Persons'}
          description={!phone && count ? `${count} added` : undefined}
        />
        <Stepper.Step
          aria-label={phone && stepIndex !== 2 ? 'Job details' : undefined}
          label={phone && stepIndex !== 2 ? undefined : 'Job details'}
        />
      </Stepper>
    </>
  );
});
