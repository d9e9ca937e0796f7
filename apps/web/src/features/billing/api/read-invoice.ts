import { invoiceRoute } from '@app/contracts/billing/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

/** GET /billing/invoices/:id: one billing-history invoice (docs/product/billing.md#invoice-view). */
const invoiceQuery = (orgId: number | undefined, id: number) =>
  queryOptions({
    queryKey: queryKeys.billing.invoice(orgId, id),
    queryFn: () => call(invoiceRoute, { params: { id } }).then((r) => r.data),
    enabled: orgId !== undefined && Number.isInteger(id) && id > 0,
  });

export const useInvoice = (id: number) => useQuery(invoiceQuery(useOrgId(), id));

/** The invoice's PDF: a plain link, the session cookie authorises it. */
export const invoicePdfUrl = (id: number) => `/api/billing/invoices/${id}/pdf`;
