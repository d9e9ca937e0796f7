import type { CalculationDetail } from '@app/contracts/calculations/responses';
import { MAX_COMPANY_NAME_LENGTH, MAX_TERMS_LENGTH } from '@app/contracts/quotes/limits';
import { Alert, Select, Text, Textarea, type TextareaProps, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type FormErrors, type GetInputPropsReturnType, useForm } from '@mantine/form';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useStates } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { quoteFormErrors, worksInState } from './create-quote-form';
import { CountRow, individualLabels } from './individual-counts';

/**
 * The fields the Create Quote and Edit quote forms share (docs/product/quotes.md#creating-a-quote): the create
 * modal shows them one step at a time, the edit modal on one form. Both forms hold these fields by these names.
 */
interface QuoteFieldsForm {
  values: { counts: (number | string)[]; quote_state: string | null };
  errors: FormErrors;
  getInputProps: (path: 'company_name' | 'quote_state' | 'valid_until' | 'terms') => GetInputPropsReturnType;
  setFieldValue: (path: `counts.${number}`, value: number | string) => void;
  setErrors: (errors: FormErrors) => void;
}

/**
 * What both quote forms start from: the form filled with its first values, its refusal, the labels of the
 * calculation's individuals and the work states offered.
 */
// biome-ignore lint/suspicious/noExplicitAny: the constraint @mantine/form puts on a form's values
export function useQuoteForm<V extends Record<string, any>>({
  initialValues,
  personList,
  stateIds,
}: {
  initialValues: V;
  personList: CalculationDetail['person_list'];
  stateIds: number[];
}) {
  const form = useForm<V>({ mode: 'controlled', initialValues });
  const refusal = useRefusal(form);
  const names = useMemo(() => individualLabels(personList), [personList]);
  const stateOptions = useStateOptions(stateIds);
  const inState = worksInState(personList, form.values.quote_state);
  return { form, refusal, names, inState, stateOptions };
}

/** The work states offered, labelled "Texas (TX)" once the states are read. */
function useStateOptions(ids: number[]) {
  const states = useStates();
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by value
  return useMemo(
    () =>
      ids.map((id) => {
        const s = states.data?.find((st) => st.id === id);
        return { value: String(id), label: s ? `${s.name} (${s.code})` : `State ${id}` };
      }),
    [key, states.data],
  );
}

/** The client: company name, the quote number where the form has one, and the one work state. */
export function ClientFields({
  form,
  stateOptions,
  stateDescription,
  quoteNumber,
}: {
  form: QuoteFieldsForm;
  stateOptions: { value: string; label: string }[];
  stateDescription: string;
  quoteNumber?: ReactNode;
}) {
  return (
    <>
      <TextInput
        label="Company name"
        description="Your client, as the quote names them"
        required
        maxLength={MAX_COMPANY_NAME_LENGTH}
        data-autofocus
        {...form.getInputProps('company_name')}
      />
      {quoteNumber}
      <Select
        label="Work state"
        description={stateDescription}
        allowDeselect={false}
        required
        data={stateOptions}
        {...form.getInputProps('quote_state')}
      />
    </>
  );
}

/**
 * How many of each individual the quote bills, the refusal of the whole list, and the total billed: only the
 * individuals who work in the quote's state are billed (docs/product/quotes.md#figures), so the others are
 * marked and left out of the total.
 */
export function CountFields({
  form,
  names,
  inState,
}: {
  form: QuoteFieldsForm;
  names: string[];
  inState: boolean[];
}) {
  const total = form.values.counts.reduce<number>(
    (sum, c, i) => sum + (inState[i] === false ? 0 : Number(c) || 0),
    0,
  );
  return (
    <>
      {names.map((name, i) => (
        <CountRow
          // biome-ignore lint/suspicious/noArrayIndexKey: individuals are identified by their index
          key={i}
          label={name}
          note={inState[i] === false ? 'Works in another state: not on this quote' : undefined}
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
    </>
  );
}

/** Valid until (the client signs until the end of that day) and the terms. */
export function TermsFields({
  form,
  terms,
}: {
  form: QuoteFieldsForm;
  terms: Pick<TextareaProps, 'placeholder' | 'minRows' | 'maxRows'>;
}) {
  return (
    <>
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
        autosize
        maxLength={MAX_TERMS_LENGTH}
        {...terms}
        {...form.getInputProps('terms')}
      />
    </>
  );
}

/**
 * A refused save: the server's field messages go on the fields, the rest in an alert above the form, and the
 * first of either in a toast.
 */
function useRefusal(form: Pick<QuoteFieldsForm, 'setErrors'>) {
  const [messages, setMessages] = useState<string[]>([]);
  return {
    messages,
    clear: () => setMessages([]),
    show: (err: unknown) => {
      const { fields, other } = quoteFormErrors(err);
      form.setErrors(fields);
      setMessages(other);
      notify.error(other[0] ?? Object.values(fields)[0] ?? 'Error, Please try again.');
    },
  };
}

/** The messages of a refused save that belong to no field. */
export function RefusalAlert({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title}>
      {messages.map((m) => (
        <Text key={m} size="sm">
          {m}
        </Text>
      ))}
    </Alert>
  );
}
