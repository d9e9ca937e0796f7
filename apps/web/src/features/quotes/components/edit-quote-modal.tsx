import { MAX_COMPANY_NAME_LENGTH, MAX_TERMS_LENGTH } from '@app/contracts/quotes/limits';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCalendar, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { paths } from '../../../config/paths';
import { useStates } from '../../../lib/lookups';
import { notify } from '../../../lib/notify';
import { useQuoteCalculation } from '../api/quote-calculation';
import { useUpdateQuote } from '../api/update-quote';
import {
  calculationStateIds,
  type EditQuoteValues,
  editErrors,
  editValues,
  quoteFormErrors,
  toUpdateBody,
} from './create-quote-form';
import { CountRow, individualLabels } from './individual-counts';

/**
 * Edit quote (docs/product/quotes.md#editing-a-quote): the client, states, individuals, validity and terms on one
 * form. A signed quote is locked, so saving makes the next revision and keeps the signed one; a sent quote does
 * the same unless the user chooses to change the sent one in place; a quote never sent changes in place. A new
 * revision opens at its own page.
 */
export function EditQuoteModal({
  quote,
  opened,
  onClose,
}: {
  quote: QuotationDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const calc = useQuoteCalculation(quote.calculation_id, opened);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} size="lg" title={`Edit quote ${quote.quote_number}`}>
      {calc.data ? (
        <EditForm
          key={`${quote.id}-${quote.version}`}
          quote={quote}
          personList={calc.data.person_list}
          onClose={onClose}
        />
      ) : calc.error ? (
        <Alert color="red" title="The quote’s calculation could not be read">
          {calc.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={120} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}

function EditForm({
  quote,
  personList,
  onClose,
}: {
  quote: QuotationDetail;
  personList: Parameters<typeof individualLabels>[0];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateQuote();
  const states = useStates();
  const [alert, setAlert] = useState<string[]>([]);
  // Filled once: the form is keyed by the quote's version, so a newer version opens a fresh form.
  const form = useForm<EditQuoteValues>({
    mode: 'controlled',
    initialValues: editValues(quote, personList.length),
  });
  const names = useMemo(() => individualLabels(personList), [personList]);
  const signed = !!quote.signed_at;
  const nextRevision = quote.revision + 1;
  const revise = signed || form.values.new_revision;

  // The states offered: the calculation's, and any the quote holds already.
  const stateOptions = useMemo(() => {
    const ids = [...new Set([...calculationStateIds({ person_list: personList }), ...quote.quote_state])];
    return ids.map((id) => {
      const s = states.data?.find((st) => st.id === id);
      return { value: String(id), label: s ? `${s.name} (${s.code})` : `State ${id}` };
    });
  }, [personList, quote.quote_state, states.data]);

  const submit = form.onSubmit((values) => {
    const errors = editErrors(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setAlert([]);
    update.mutate(toUpdateBody(quote, values), {
      onSuccess: (reply) => {
        const saved = reply.data.quotation;
        notify.success(reply.message || 'Quote updated');
        onClose();
        if (saved.id !== quote.id) navigate(paths.quote(saved.id));
      },
      onError: (err) => {
        const { fields, other } = quoteFormErrors(err);
        form.setErrors(fields);
        setAlert(other);
        notify.error(other[0] ?? Object.values(fields)[0] ?? 'Error, Please try again.');
      },
    });
  });

  const total = form.values.counts.reduce<number>((sum, c) => sum + (Number(c) || 0), 0);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {signed ? (
          <Alert color="blue" icon={<IconLock size={18} />} title="This quote is signed">
            {quote.signer_name} signed revision {quote.revision}; it stays exactly as signed. Saving makes
            revision {nextRevision} with a new client link, to send for signing again.
          </Alert>
        ) : null}
        {alert.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The quote was not saved">
            {alert.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
          </Alert>
        )}
        <TextInput
          label="Company name"
          description="Your client, as the quote names them"
          required
          maxLength={MAX_COMPANY_NAME_LENGTH}
          data-autofocus
          {...form.getInputProps('company_name')}
        />
        <Select
          label="Work state"
          description="One state per quote: its workers' hours are billed once."
          allowDeselect={false}
          required
          data={stateOptions}
          {...form.getInputProps('quote_state')}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Individuals
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
          minRows={3}
          maxRows={8}
          maxLength={MAX_TERMS_LENGTH}
          {...form.getInputProps('terms')}
        />
        {!signed && quote.sent_at ? (
          <Checkbox
            label={`Save as revision ${nextRevision}`}
            description={`The client has the link to revision ${quote.revision}. A new revision gets its own link and keeps revision ${quote.revision} as it was sent; unticked, the sent quote changes and its link shows the change.`}
            {...form.getInputProps('new_revision', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            {revise ? `Save as revision ${nextRevision}` : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
