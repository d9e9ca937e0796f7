import type {
  AcceptInvitationBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '@app/contracts/accounts/auth';
import type { CreateOrganizationBody, InviteTeammatesBody } from '@app/contracts/accounts/organization';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from '../../../lib/session';

export interface SessionAnswer {
  status: 'success';
  data: CurrentUser & { email_verified?: boolean };
  expire: boolean;
  redirect_url: string;
}
export interface MessageAnswer {
  status: 'success';
  message: string;
}

export const authApi = {
  signIn: (body: SignInBody) => api.post<SessionAnswer>('/auth/sign_in', body),
  signUp: (body: SignUpBody) =>
    api.post<MessageAnswer & { data: CurrentUser & { email_verified: boolean } }>('/auth', body),
  confirm: (confirmation_token: string) =>
    api.post<SessionAnswer>('/auth/confirmation', { confirmation_token }),
  resend: (email: string) => api.post<MessageAnswer>('/auth/resend_email', { email }),
  signInById: (uuid: string) => api.post<SessionAnswer>('/auth/sign_in_by_uuid', { uuid }),
  signUpById: (uuid: string) => api.post<SessionAnswer>('/auth/sign_up_by_uuid', { uuid }),
  handover: () => api.post<{ redirect_url: string }>('/auth/handover'),
  forgot: (body: ForgotPasswordBody) => api.post<MessageAnswer>('/auth/password', body),
  reset: (body: ResetPasswordBody) => api.put<MessageAnswer>('/auth/password', body),
  invitation: (invitation_token: string) =>
    api.post<{ data: { email: string; organization: { name: string }; role: { id: number; name: string } } }>(
      '/auth/sign_in_by_invitation',
      { invitation_token },
    ),
  acceptInvitation: (body: AcceptInvitationBody) => api.put<MessageAnswer>('/auth/invitation', body),
  checkDomain: () =>
    api.post<{ status: 'ignore' | 'success' | 'not_found'; app_domain: string }>('/check_domain', {
      domain: window.location.host,
    }),
  domainAvailable: (business_domain: string) =>
    api.post<{ data: { available: boolean; message: string } }>('/organization/domain_available', {
      business_domain,
    }),
  createOrganization: (body: CreateOrganizationBody) =>
    api.post<MessageAnswer & { redirect_url: string; data: { user: CurrentUser } }>(
      '/organization/create',
      body,
    ),
  inviteTeammates: (body: InviteTeammatesBody) =>
    api.post<MessageAnswer & { data: { invited: string[]; skipped: string[] } }>('/organization/team', body),
};

export interface ProviderInfo {
  provider: 'google_oauth2' | 'facebook' | 'linkedin';
  label: string;
  configured: boolean;
}

export const useProviders = () =>
  useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: () => api.get<{ data: ProviderInfo[] }>('/auth/providers').then((r) => r.data),
    staleTime: Infinity,
  });

/** Whether the development mailbox exists (no SMTP configured, not production). */
export const useDevMailbox = () =>
  useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: () =>
      api.get<{
        data: {
          id: number;
          to: string;
          subject: string;
          text: string;
          links: string[];
          created_at: string;
        }[];
      }>('/dev/mailbox'),
    retry: false,
    staleTime: 0,
  });
