import { messages } from '@app/contracts/errors';
import { type MutationFunctionContext, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaleEdit } from '../../../components/stale-edit-offer';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  type SettingsPart,
  useInvalidateSettings,
  useRefreshSettings,
} from '../../../lib/org-settings/invalidate';
import type { SettingsData } from '../../../lib/org-settings/types';
import { queryKeys } from '../../../lib/query-keys';
import { useOrgId } from '../../../lib/session';
import { serverFieldErrors } from '../utils/validate';

export interface SettingsMutationOptions<V, R, C> {
  /** The request, for the session's organisation. */
  request: (organization: number, vars: V) => Promise<R>;
  /** What the change touches: refetched after it, with the history. */
  refresh?: readonly SettingsPart[];
  /** A reply that carries the whole settings picture: stored as it is instead of refetched. */
  settingsOf?: (reply: R) => SettingsData;
  /** What the stale-edit offer calls the thing edited ('SPTO row'). */
  what?: string;
  /** Optimistic switches: show the value at once, put the old one back on failure. */
  onMutate?: (vars: V, context: MutationFunctionContext) => Promise<C> | C;
  onError?: (err: Error, vars: V, context: C | undefined) => void;
}

export interface RunOptions {
  /**
   * The success toast; null for none (a switch shows its own state). Default 'Updated successfully'. A failure
   * toasts the API's reason (a refused value, a plan that has ended: the expired-plan dialog then opens too), or
   * 'Update Not Successful' when there is none (the server failed or could not be reached).
   */
  success?: string | null;
  /** The form's field errors from a 400, paths without this prefix ('data.'). */
  onFieldErrors?: (errors: Record<string, string>) => void;
  fieldPrefix?: string;
  /** Shows a failure itself instead of the error toast (an import lists its problems in the form). */
  onFailure?: (err: unknown) => void;
}

/**
 * The one save of the settings tabs: sends the change, refreshes what it touched, toasts the result, and on a
 * stale edit (409) opens the offer to reload or keep the user's edits (docs/concurrency.md). `run` resolves
 * true when the change was saved.
 */
export function useSettingsMutation<V, R = unknown, C = unknown>(options: SettingsMutationOptions<V, R, C>) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  const refresh = useRefreshSettings();
  const reloadAll = useInvalidateSettings();
  const stale = useStaleEdit(undefined);
  const mutation = useMutation<R, Error, V, C>({
    mutationFn: (vars) => options.request(orgId!, vars),
    onMutate: options.onMutate,
    onError: options.onError,
    onSuccess: (reply) => {
      if (options.settingsOf) {
        queryClient.setQueryData(queryKeys.calculationSettings.settings(orgId), options.settingsOf(reply));
      }
      return refresh(options.refresh ?? []);
    },
  });

  async function run(vars: V, options: RunOptions = {}) {
    const { success = messages.updateSuccess, onFieldErrors, fieldPrefix, onFailure } = options;
    try {
      await mutation.mutateAsync(vars);
      if (success) notify.success(success);
      return true;
    } catch (err) {
      if (stale.caught(err)) return false;
      const fields = serverFieldErrors(err, fieldPrefix);
      if (onFieldErrors && Object.keys(fields).length > 0) onFieldErrors(fields);
      if (onFailure) onFailure(err);
      else notify.error(err instanceof ApiError && err.status < 500 ? err : messages.updateFailure);
      return false;
    }
  }

  return {
    run,
    pending: mutation.isPending,
    /** The version to send: the one the user read, or the newer one they chose to overwrite. */
    version: (read: number) => stale.version ?? read,
    /** A form opened on another row starts again from that row's version. */
    resetVersion: () => stale.setVersion(undefined),
    /**
     * The stale-edit offer, rendered once by the form. Reload refetches the settings and calls onReload;
     * without keep (a form that survives the refetch) only Reload is offered.
     */
    staleOffer: (onReload?: () => void, { keep = true } = {}) =>
      stale.offer(
        options.what ?? 'setting',
        () => {
          reloadAll();
          onReload?.();
        },
        { keep },
      ),
  };
}
