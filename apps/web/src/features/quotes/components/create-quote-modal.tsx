import type { CalculationDetail } from '@app/contracts/calculations/responses';
import { MAX_QUOTE_NUMBER_LENGTH } from '@app/contracts/quotes/limits';
import { Button, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { paths } from '../../../config/paths';
import { useScreenBelow } from '../../../hooks/use-screen-below';
import { notify } from '../../../lib/notify';
import { useCreateQuote } from '../api/create-quote';
import { useNextQuoteNumber } from '../api/next-number';
import {
  type CreateQuoteValues,
  calculationStateIds,
  initialValues,
  stepRules,
  toCreateBody,
} from './create-quote-form';
import { ClientFields, CountFields, RefusalAlert, TermsFields, useQuoteForm } from './quote-form-fields';

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
  const suggestion = useNextQuoteNumber(opened);
  const [active, setActive] = useState(0);
  // On a phone the steps show only the current one's label, so the three fit on one line.
  const phone = useScreenBelow('xs');
  const stepText = (index: number, label: string, description: string) => ({
    label: phone && index !== active ? undefined : label,
    description: phone ? undefined : description,
    'aria-label': label,
  });
  const { form, refusal, names, inState, stateOptions } = useQuoteForm<CreateQuoteValues>({
    initialValues: initialValues(calc),
    personList: calc.person_list,
    stateIds: calculationStateIds(calc),
  });

  // The server's suggestion fills the number unless the user has typed one.
  const suggested = suggestion.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per suggestion, not on every keystroke
  useEffect(() => {
    if (suggested && !form.values.quote_number) form.setFieldValue('quote_number', suggested);
  }, [suggested]);

  const close = () => {
    form.setValues(initialValues(calc));
    form.clearErrors();
    refusal.clear();
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
    refusal.clear();
    create.mutate(toCreateBody(calc.id, form.values), {
      onSuccess: (reply) => {
        notify.success(reply.message || 'Quote created successfully');
        close();
        navigate(paths.quote(reply.data.quotation.id));
      },
      onError: (err) => {
        refusal.show(err);
        // The product returns to the first step, where most refusals (a taken number) are fixed.
        setActive(0);
      },
    });
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Create Quote" size="lg">
      <Stack gap="md">
        <RefusalAlert title="The quote was not created" messages={refusal.messages} />
        <Stepper
          active={active}
          onStepClick={(s) => s < active && setActive(s)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step {...stepText(0, 'Client', 'Who the quote is for')}>
            <Stack gap="sm" mt="sm">
              <ClientFields
                form={form}
                stateOptions={stateOptions}
                stateDescription="One state per quote: its workers' hours are billed once. Make another quote for another state."
                quoteNumber={
                  <TextInput
                    label="Quote number"
                    description={
                      suggestion.isPending
                        ? 'Suggesting the next free number…'
                        : 'Unique in your organisation'
                    }
                    required
                    maxLength={MAX_QUOTE_NUMBER_LENGTH}
                    {...form.getInputProps('quote_number')}
                  />
                }
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepText(1, 'Individuals', 'How many to bill')}>
            <Stack gap="xs" mt="sm">
              <Text size="sm" c="dimmed">
                How many of each individual the quote bills; 0 leaves one out.
              </Text>
              <CountFields form={form} names={names} inState={inState} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepText(2, 'Terms', 'Validity and terms')}>
            <Stack gap="sm" mt="sm">
              <TermsFields
                form={form}
                terms={{
                  placeholder: 'Payment terms, notice period, anything the client agrees to by signing',
                  minRows: 4,
                  maxRows: 10,
                }}
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
