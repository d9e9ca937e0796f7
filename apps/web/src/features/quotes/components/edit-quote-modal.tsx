import type { CalculationDetail } from '@app/contracts/calculations/responses';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import { Alert, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/form-actions';
import { ResponsiveModal } from '../../../components/responsive-modal';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useQuoteCalculation } from '../api/quote-calculation';
import { useUpdateQuote } from '../api/update-quote';
import {
  calculationStateIds,
  type EditQuoteValues,
  editErrors,
  editValues,
  toUpdateBody,
} from './create-quote-form';
import { ClientFields, CountFields, RefusalAlert, TermsFields, useQuoteForm } from './quote-form-fields';

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
  personList: CalculationDetail['person_list'];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateQuote();
  // Filled once: the form is keyed by the quote's version, so a newer version opens a fresh form. The states
  // offered: the calculation's, and any the quote holds already.
  const { form, refusal, names, inState, stateOptions } = useQuoteForm<EditQuoteValues>({
    initialValues: editValues(quote, personList.length),
    personList,
    stateIds: [...new Set([...calculationStateIds({ person_list: personList }), ...quote.quote_state])],
  });
  const signed = !!quote.signed_at;
  const nextRevision = quote.revision + 1;
  const revise = signed || form.values.new_revision;

  const submit = form.onSubmit((values) => {
    const errors = editErrors(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    refusal.clear();
    update.mutate(toUpdateBody(quote, values), {
      onSuccess: (reply) => {
        const saved = reply.data.quotation;
        notify.success(reply.message || 'Quote updated');
        onClose();
        if (saved.id !== quote.id) navigate(paths.quote(saved.id));
      },
      onError: refusal.show,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {signed ? (
          <Alert color="blue" icon={<IconLock size={18} />} title="This quote is signed">
            {quote.signer_name} signed revision {quote.revision}; it stays exactly as signed. Saving makes
            revision {nextRevision} with a new client link, to send for signing again.
          </Alert>
        ) : null}
        <RefusalAlert title="The quote was not saved" messages={refusal.messages} />
        <ClientFields
          form={form}
          stateOptions={stateOptions}
          stateDescription="One state per quote: its workers' hours are billed once."
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Individuals
          </Text>
          <CountFields form={form} names={names} inState={inState} />
        </Stack>
        <TermsFields form={form} terms={{ minRows: 3, maxRows: 8 }} />
        {!signed && quote.sent_at ? (
          <Checkbox
            label={`Save as revision ${nextRevision}`}
            description={`The client has the link to revision ${quote.revision}. A new revision gets its own link and keeps revision ${quote.revision} as it was sent; unticked, the sent quote changes and its link shows the change.`}
            {...form.getInputProps('new_revision', { type: 'checkbox' })}
          />
        ) : null}
        <FormActions
          mt={0}
          onCancel={onClose}
          confirmLabel={revise ? `Save as revision ${nextRevision}` : 'Save changes'}
          type="submit"
          loading={update.isPending}
        />
      </Stack>
    </form>
  );
}
