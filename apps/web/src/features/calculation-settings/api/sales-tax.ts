import type { SalesTaxPage, SalesTaxSavedResponse } from '@app/contracts/settings/responses';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SettingsData, TableQuery, TaxType } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useSettingsMutation } from './settings-mutation';

// GET /organization_settings/sales_tax: one page of rows, filtered and sorted on the server.
const listSalesTax = (q: TableQuery) => api.get<SalesTaxPage>('/organization_settings/sales_tax', { ...q });

const salesTaxQueryOptions = (orgId: number | undefined, q: TableQuery) =>
  queryOptions({
    queryKey: [...queryKeys.calculationSettings.salesTax(orgId), q],
    queryFn: () => listSalesTax(q),
    enabled: orgId !== undefined,
    placeholderData: keepPreviousData,
  });

export function useSalesTax(q: TableQuery) {
  return useQuery(salesTaxQueryOptions(useOrgId(), q));
}

export interface SalesTaxInput {
  id?: number;
  /** With id: the version being edited. */
  version?: number;
  state: number;
  city?: number | null;
  tax: number;
  tax_type: TaxType;
}

// POST /organization_settings/sales_tax: edits a row (id) or adds a city row (no id).
export const useSaveSalesTax = () =>
  useSettingsMutation({
    request: (organization, body: SalesTaxInput) =>
      api.post<SalesTaxSavedResponse>('/organization_settings/sales_tax', { organization, ...body }),
    refresh: ['salesTax'],
    what: 'sales tax row',
  });

// POST /organization_settings/tax_status: one row's exempt switch, shown at once and reverted on failure.
export function useSetTaxStatus() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  const key = queryKeys.calculationSettings.salesTax(orgId);
  return useSettingsMutation({
    request: (organization, { id, value }: { id: number; value: boolean }) =>
      api.post('/organization_settings/tax_status', { organization, option: 'tax_status', id, value }),
    onMutate: async ({ id, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<SalesTaxPage>({ queryKey: key });
      queryClient.setQueriesData<SalesTaxPage>({ queryKey: key }, (page) =>
        page
          ? { ...page, data: page.data.map((r) => (r.id === id ? { ...r, tax_status: value } : r)) }
          : page,
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      for (const [k, v] of context?.before ?? []) queryClient.setQueryData(k, v);
    },
  });
}

type OptionName = 'sales_tax_exempt_all' | 'always_accrue';
const optionPath: Record<OptionName, string> = {
  sales_tax_exempt_all: '/organization_settings/exempt_sales_tax',
  always_accrue: '/organization_settings/always_accrue',
};

// POST exempt_sales_tax / always_accrue: organisation switches, optimistic like the row switches.
export function useSetOption(option: OptionName) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  const key = queryKeys.calculationSettings.settings(orgId);
  return useSettingsMutation({
    request: (organization, value: boolean) => api.post(optionPath[option], { organization, option, value }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SettingsData>(key);
      if (before)
        queryClient.setQueryData(key, { ...before, options: { ...before.options, [option]: value } });
      return { before };
    },
    onError: (_err, _value, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
