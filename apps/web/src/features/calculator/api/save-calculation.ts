import type { PersonWireInput } from '@app/contracts/calculation';
import type { SaveCalculationResponse } from '@app/contracts/calculations/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';

interface SaveCalculationBody {
  id?: number;
  /** With id: the version being edited. */
  version?: number;
  name: string;
  person_list: PersonWireInput[];
}

/** POST /organization_team/calculation/create, or /update with the id; answers the calculation's id. */
const saveCalculation = async ({ id, ...body }: SaveCalculationBody) =>
  (
    await api.post<SaveCalculationResponse>(
      id ? '/organization_team/calculation/update' : '/organization_team/calculation/create',
      id ? { id, ...body } : body,
    )
  ).data.calculation;

export function useSaveCalculation() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculation,
    // Lists, the detail page and this wizard's own copy all read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.org(orgId) }),
  });
}
