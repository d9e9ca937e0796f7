import {
  changeAvatarRoute,
  changeLogoRoute,
  updateEmailRoute,
  updateNameRoute,
  updateOrganizationRoute,
  updatePasswordRoute,
  verifyEmailRoute,
} from '@app/contracts/accounts/profile-routes';
import type { ProfileResponse } from '@app/contracts/accounts/responses';
import type { RouteBody } from '@app/contracts/route';
import { useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import type { Session } from '../../../lib/session';

/** Replaces the cached session with the profile a settings call answered. */
export function useProfileUpdate() {
  const queryClient = useQueryClient();
  return (answer: ProfileResponse) =>
    queryClient.setQueryData<Session>(queryKeys.session, { user: answer.data, expire: answer.expire });
}

export const settingsApi = {
  updateOrganization: (body: RouteBody<typeof updateOrganizationRoute>) =>
    call(updateOrganizationRoute, { body }),
  changeLogo: (file: File) => upload(changeLogoRoute, file),
  changeAvatar: (file: File) => upload(changeAvatarRoute, file),
  updateName: (body: RouteBody<typeof updateNameRoute>) => call(updateNameRoute, { body }),
  updateEmail: (email: string) => call(updateEmailRoute, { body: { email } }),
  verifyEmail: (email: string, otp_code: string) =>
    call(verifyEmailRoute, { body: { email, otp_code, link: window.location.origin } }),
  updatePassword: (body: RouteBody<typeof updatePasswordRoute>) => call(updatePasswordRoute, { body }),
};
