import { useMemo } from 'react';
import { useIndustries, useStates } from '../../../lib/lookups';
import { useSettings } from '../../../lib/org-settings/get-settings';

/**
 * What the wizard picks from: the organisation's states with their WC codes, healthcare packages and cost
 * items (calculation settings), and the reference states and industries for their names.
 */
export function useCalculatorLookups() {
  const settings = useSettings();
  const states = useStates();
  const industries = useIndustries();
  return useMemo(() => {
    const industryName = new Map((industries.data ?? []).map((i) => [i.id, i.name]));
    const stateCode = new Map((states.data ?? []).map((s) => [String(s.id), s.code]));
    const locations = settings.data?.organization_settings ?? [];
    return {
      isPending: settings.isPending,
      locations,
      packages: settings.data?.packages ?? [],
      costs: settings.data?.costs ?? [],
      industryName: (id: number | string | null | undefined) => industryName.get(Number(id)) ?? '',
      stateCode: (id: string | null | undefined) => (id ? (stateCode.get(id) ?? '') : ''),
      stateName: (id: string | null | undefined) =>
        locations.find((l) => String(l.state_id) === id)?.state ?? '',
    };
  }, [settings.data, settings.isPending, states.data, industries.data]);
}

export type CalculatorLookups = ReturnType<typeof useCalculatorLookups>;
