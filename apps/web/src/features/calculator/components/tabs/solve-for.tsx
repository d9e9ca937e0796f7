import type { PricingSnapshot } from '@app/pricing';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPin, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyInput, PercentInput } from '../../../../components/number-inputs';
import type { WizardForm } from '../../hooks/use-wizard-form';
import type { PersonForm, SolvePin } from '../../model/person-form';
import { pinLabel, solveFor } from '../../model/solve';

type Aim = 'margin' | 'per_hour';

/**
 * Solve for: fills the bill rate or markup that reaches a target margin % or gross profit per hour, with the
 * engine's exact solver and the same rates the live results use.
 */
export function SolveFor({
  form,
  index,
  person,
  snapshot,
}: {
  form: WizardForm;
  index: number;
  person: PersonForm;
  snapshot: PricingSnapshot | undefined;
}) {
  const [aim, setAim] = useState<Aim>('margin');
  const [target, setTarget] = useState<number | string>('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const kind = person.bill.compensation_type;
  const what = kind === 'markup' ? 'markup' : 'bill rate';

  function solve() {
    if (target === '' || Number.isNaN(Number(target))) {
      setMessage({ ok: false, text: 'Enter a target first' });
      return;
    }
    if (!snapshot) {
      setMessage({ ok: false, text: 'Rates are still loading' });
      return;
    }
    const answer = solveFor(
      person,
      snapshot,
      kind,
      aim === 'margin' ? { grossProfitPercent: String(target) } : { grossProfitPerHour: String(target) },
    );
    if (!answer.ok) {
      setMessage({ ok: false, text: answer.message });
      return;
    }
    form.setFieldValue(`persons.${index}.bill.${kind}`, Number(answer.value));
    form.clearFieldError(`persons.${index}.bill.${kind}`);
    // The target stays pinned: later changes to the person re-solve it (docs/product/calculator.md#bill-tab).
    const pin: SolvePin = { aim, target: String(target), kind };
    form.setFieldValue(`persons.${index}.pin`, pin);
    setMessage({
      ok: true,
      text: `${kind === 'markup' ? 'Markup' : 'Bill rate'} set to ${kind === 'markup' ? `${answer.value}%` : `$${answer.value}`}`,
    });
  }

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Group gap={6}>
          <IconTarget size={16} />
          <Text size="sm" fw={600}>
            Solve for the {what}
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          value={aim}
          onChange={(v) => {
            setAim(v as Aim);
            setMessage(null);
          }}
          data={[
            { value: 'margin', label: 'Target margin %' },
            { value: 'per_hour', label: 'Target profit per hour' },
          ]}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          {aim === 'margin' ? (
            <PercentInput
              label="Target margin"
              placeholder="25"
              decimalScale={2}
              max={99.99}
              style={{ flex: 1 }}
              value={target}
              onChange={setTarget}
            />
          ) : (
            <MoneyInput
              label="Target gross profit per hour"
              placeholder="10.00"
              style={{ flex: 1 }}
              value={target}
              onChange={setTarget}
            />
          )}
          <Button variant="light" onClick={solve}>
            Fill {what}
          </Button>
        </Group>
        {person.pin && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Badge variant="light" color="blue" leftSection={<IconPin size={12} />}>
              Pinned: {pinLabel(person.pin)}
            </Badge>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                form.setFieldValue(`persons.${index}.pin`, null);
                setMessage(null);
              }}
            >
              Unpin
            </Button>
          </Group>
        )}
        {person.pin && (
          <Text size="xs" c="dimmed">
            The {what} is solved again whenever this person changes, so the target holds.
          </Text>
        )}
        {message && (
          <Alert color={message.ok ? 'green' : 'orange'} variant="light" p="xs">
            <Text size="xs">{message.text}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
