import type { UpdateOrganizationBody } from '@app/contracts/accounts/organization';
import type { ProfileResponse } from '@app/contracts/accounts/responses';
import type { UpdateNameBody, UpdatePasswordBody } from '@app/contracts/accounts/user';
import type { MessageResponse } from '@app/contracts/responses';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Session } from '../../../lib/session';

/** Replaces the cached session with the profile a settings call answered. */
export function useProfileUpdate() {
  const queryClient = useQueryClient();
  return (answer: ProfileResponse) =>
    queryClient.setQueryData<Session>(queryKeys.session, { user: answer.data, expire: answer.expire });
}

const upload = <T>(url: string, file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.post<T>(url, form);
};

export const settingsApi = {
  updateOrganization: (body: UpdateOrganizationBody) =>
    api.post<ProfileResponse>('/organization/update', body),
  changeLogo: (file: File) => upload<ProfileResponse>('/organization/change_image', file),
  changeAvatar: (file: File) => upload<ProfileResponse>('/user/image', file),
  updateName: (body: UpdateNameBody) => api.post<ProfileResponse>('/user/update_name', body),
  updateEmail: (email: string) => api.post<MessageResponse>('/user/update_email', { email }),
  verifyEmail: (email: string, otp_code: string) =>
    api.post<MessageResponse>('/user/verify_email', { email, otp_code, link: window.location.origin }),
  updatePassword: (body: UpdatePasswordBody) => api.post<MessageResponse>('/user/update_password', body),
};
