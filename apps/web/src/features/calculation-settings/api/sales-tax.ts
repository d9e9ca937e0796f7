import type { RouteBody } from '@app/contracts/route';
import type { SalesTaxPage } from '@app/contracts/settings/responses';
import {
  listSalesTaxRoute,
  saveSalesTaxRoute,
  setAlwaysAccrueRoute,
  setExemptAllRoute,
  setTaxStatusRoute,
} from '@app/contracts/settings/routes';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { SettingsData, TableQuery } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { useSettingsMutation } from './settings-mutation';
import { useTablePage } from './table-page';

// One page of sales tax rows.
export const useSalesTax = (q: TableQuery) =>
  useTablePage(queryKeys.calculationSettings.salesTax, q, (query) => call(listSalesTaxRoute, { query }));

// Edits a row (id) or adds a city row (no id).
export const useSaveSalesTax = () =>
  useSettingsMutation({
    request: (organization, body: RouteBody<typeof saveSalesTaxRoute>) =>
      call(saveSalesTaxRoute, { body: { organization, ...body } }),
    refresh: ['salesTax'],
    what: 'sales tax row',
  });

// One row's exempt switch, shown at once and reverted on failure.
export function useSetTaxStatus() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  const key = queryKeys.calculationSettings.salesTax(orgId);
  return useSettingsMutation({
    request: (organization, { id, value }: { id: number; value: boolean }) =>
      call(setTaxStatusRoute, { body: { organization, option: 'tax_status', id, value } }),
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

const optionRoutes = { sales_tax_exempt_all: setExemptAllRoute, always_accrue: setAlwaysAccrueRoute };
type OptionName = keyof typeof optionRoutes;

// The organisation switches (exempt all from sales tax, always accrue SPTO), optimistic like the row switches.
export function useSetOption(option: OptionName) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  const key = queryKeys.calculationSettings.settings(orgId);
  return useSettingsMutation({
    request: (organization, value: boolean) =>
      call(optionRoutes[option], { body: { organization, option, value } }),
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
