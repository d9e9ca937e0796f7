import { hasRole, REVIEWER_ROLES } from '@app/contracts/accounts/roles';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import {
  INTERNAL_QUOTE_STATUSES,
  type InternalQuoteStatus,
  REVIEW_QUOTE_STATUSES,
} from '@app/contracts/quotes/status';
import { Select } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateQuoteStatus } from '../api/update-status';

/**
 * The quote page's status dropdown. It always shows the server's status: a pick sends the change and the
 * dropdown moves only when the answer carries the new quote. Approved and Not Approved are a reviewer's
 * decision (Owner, Admin, Manager); anyone may mark a quote Waiting for approval.
 */
export function StatusControl({ quote, role }: { quote: QuotationDetail; role: string | undefined }) {
  const update = useUpdateQuoteStatus();
  const reviewer = hasRole(role, REVIEWER_ROLES);
  const locked = !!quote.signed_at || !!quote.superseded_at;
  const value = (INTERNAL_QUOTE_STATUSES as readonly string[]).includes(quote.status) ? quote.status : null;
  return (
    <Select
      label="Status"
      aria-label="Quote status"
      w={220}
      placeholder={quote.status}
      data={INTERNAL_QUOTE_STATUSES.map((s) => ({
        value: s,
        label: s,
        disabled: !reviewer && REVIEW_QUOTE_STATUSES.includes(s),
      }))}
      value={value}
      allowDeselect={false}
      disabled={locked || update.isPending}
      description={
        locked ? (quote.signed_at ? 'Signed by the client' : 'Replaced by a newer revision') : undefined
      }
      onChange={(next) => {
        if (!next || next === quote.status) return;
        update.mutate(
          { id: quote.id, status: next as InternalQuoteStatus, version: quote.version },
          {
            onSuccess: (reply) => notify.success(reply.message || 'Status updated Successfully!'),
            onError: (err) =>
              notify.error(
                err instanceof ApiError && err.body.message ? err.body.message : 'Error updating the status',
              ),
          },
        );
      }}
    />
  );
}
