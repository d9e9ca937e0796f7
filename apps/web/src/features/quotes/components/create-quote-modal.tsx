import type { CalculationDetail } from '@app/contracts/calculations/responses';
import {
  MAX_COMPANY_NAME_LENGTH,
  MAX_QUOTE_NUMBER_LENGTH,
  MAX_TERMS_LENGTH,
} from '@app/contracts/quotes/limits';
import { Alert, Button, Group, Select, Stack, Stepper, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { paths } from '../../../config/paths';
import { useStates } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useCreateQuote } from '../api/create-quote';
import { useNextQuoteNumber } from '../api/next-number';
import {
  type CreateQuoteValues,
  calculationStateIds,
  initialValues,
  quoteFormErrors,
  stepRules,
  toCreateBody,
} from './create-quote-form';
import { CountRow, individualLabels } from './individual-counts';

const STEPS = ['client', 'individuals', 'terms'] as const;

/**
 * Create Quote, in three steps: the client and quote number, how many of each individual to bill, then the
 * validity and terms. A refused create shows the messages and returns to the first step; a created quote
 * opens at /quote/{id} (docs/product/quotes.md#creating-a-quote).
 */
export function CreateQuoteModal({
  calc,
  opened,
  onClose,
}: {
  calc: CalculationDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const states = useStates();
  const suggestion = useNextQuoteNumber(opened);
  const [active, setActive] = useState(0);
  // On a phone the steps show only the current one's label, so the three fit on one line.
  const phone = useMediaQuery('(max-width: 36em)');
  const stepText = (index: number, label: string, description: string) => ({
    label: phone && index !== active ? undefined : label,
    description: phone ? undefined : description,
    'aria-label': label,
  });
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<CreateQuoteValues>({ mode: 'controlled', initialValues: initialValues(calc) });
  const names = useMemo(() => individualLabels(calc.person_list), [calc]);
  const stateOptions = useMemo(
    () =>
      calculationStateIds(calc).map((id) => {
        const s = states.data?.find((st) => st.id === id);
        return { value: String(id), label: s ? `${s.name} (${s.code})` : `State ${id}` };
      }),
    [calc, states.data],
  );

  // The server's suggestion fills the number unless the user has typed one.
  const suggested = suggestion.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per suggestion, not on every keystroke
  useEffect(() => {
    if (suggested && !form.values.quote_number) form.setFieldValue('quote_number', suggested);
  }, [suggested]);

  const close = () => {
    form.setValues(initialValues(calc));
    form.clearErrors();
    setAlert([]);
    setActive(0);
    onClose();
  };

  const check = (step: number) => {
    const errors = Object.fromEntries(
      Object.entries(stepRules[STEPS[step]!](form.values)).filter(([, m]) => m !== null),
    ) as Record<string, string>;
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (check(active)) setActive((a) => a + 1);
  };

  const submit = () => {
    for (let s = 0; s < STEPS.length; s++) {
      if (!check(s)) {
        setActive(s);
        return;
      }
    }
    setAlert([]);
    create.mutate(toCreateBody(calc.id, form.values), {
      onSuccess: (reply) => {
        notify.success(reply.message || 'Quote created successfully');
        close();
        navigate(paths.quote(reply.data.quotation.id));
      },
      onError: (err) => {
        const { fields, other } = quoteFormErrors(err);
        form.setErrors(fields);
        setAlert(other);
        notify.error(other[0] ?? Object.values(fields)[0] ?? 'Error, Please try again.');
        // The product returns to the first step, where most refusals (a taken number) are fixed.
        setActive(0);
      },
    });
  };

  const total = form.values.counts.reduce<number>((sum, c) => sum + (Number(c) || 0), 0);

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Create Quote" size="lg">
      <Stack gap="md">
        {alert.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The quote was not created">
            {alert.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <Stepper
          active={active}
          onStepClick={(s) => s < active && setActive(s)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step {...stepText(0, 'Client', 'Who the quote is for')}>
            <Stack gap="sm" mt="sm">
              <TextInput
                label="Company name"
                description="Your client, as the quote names them"
                required
                maxLength={MAX_COMPANY_NAME_LENGTH}
                data-autofocus
                {...form.getInputProps('company_name')}
              />
              <TextInput
                label="Quote number"
                description={
                  suggestion.isPending ? 'Suggesting the next free number…' : 'Unique in your organisation'
                }
                required
                maxLength={MAX_QUOTE_NUMBER_LENGTH}
                {...form.getInputProps('quote_number')}
              />
              <Select
                label="Work state"
                description="One state per quote: its workers' hours are billed once. Make another quote for another state."
                allowDeselect={false}
                required
                data={stateOptions}
                {...form.getInputProps('quote_state')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepText(1, 'Individuals', 'How many to bill')}>
            <Stack gap="xs" mt="sm">
              <Text size="sm" c="dimmed">
                How many of each individual the quote bills; 0 leaves one out.
              </Text>
              {names.map((name, i) => (
                <CountRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: individuals are identified by their index
                  key={i}
                  label={name}
                  value={form.values.counts[i] ?? 0}
                  error={form.errors[`counts.${i}`]}
                  onChange={(v) => form.setFieldValue(`counts.${i}`, v)}
                />
              ))}
              {form.errors.counts && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.counts}
                </Text>
              )}
              <Text size="sm" ta="right" c="dimmed">
                {total} {total === 1 ? 'individual' : 'individuals'} billed
              </Text>
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepText(2, 'Terms', 'Validity and terms')}>
            <Stack gap="sm" mt="sm">
              <DatePickerInput
                label="Valid until"
                description="The client can sign until the end of this day"
                required
                valueFormat="MM/DD/YYYY"
                leftSection={<IconCalendar size={16} />}
                minDate={new Date()}
                {...form.getInputProps('valid_until')}
              />
              <Textarea
                label="Terms"
                placeholder="Payment terms, notice period, anything the client agrees to by signing"
                autosize
                minRows={4}
                maxRows={10}
                maxLength={MAX_TERMS_LENGTH}
                {...form.getInputProps('terms')}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={active === 0 ? close : () => setActive((a) => a - 1)}>
            {active === 0 ? 'Cancel' : 'Back'}
          </Button>
          {active < STEPS.length - 1 ? (
            <Button onClick={next}>Next</Button>
          ) : (
            <Button onClick={submit} loading={create.isPending}>
              Create Quote
            </Button>
          )}
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
