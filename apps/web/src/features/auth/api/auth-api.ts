import type {
  AcceptInvitationBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '@app/contracts/accounts/auth';
import type { CreateOrganizationBody, InviteTeammatesBody } from '@app/contracts/accounts/organization';
import type {
  CheckDomainResponse,
  CreateOrganizationResponse,
  DomainAvailableResponse,
  HandoverResponse,
  InvitationResponse,
  InviteTeammatesResponse,
  ProfileResponse,
  SessionResponse,
  SignUpResponse,
} from '@app/contracts/accounts/responses';
import type { MessageResponse } from '@app/contracts/responses';
import { api } from '../../../lib/api-client';

export type { ProviderInfo } from '@app/contracts/accounts/responses';
export type SessionAnswer = SessionResponse;

export const authApi = {
  signIn: (body: SignInBody) => api.post<SessionResponse>('/auth/sign_in', body),
  signUp: (body: SignUpBody) => api.post<SignUpResponse>('/auth', body),
  confirm: (confirmation_token: string) =>
    api.post<ProfileResponse>('/auth/confirmation', { confirmation_token }),
  resend: (email: string) => api.post<MessageResponse>('/auth/resend_email', { email }),
  signUpById: (uuid: string) => api.post<SessionResponse>('/auth/sign_up_by_uuid', { uuid }),
  handover: () => api.post<HandoverResponse>('/auth/handover'),
  forgot: (body: ForgotPasswordBody) => api.post<MessageResponse>('/auth/password', body),
  reset: (body: ResetPasswordBody) => api.put<MessageResponse>('/auth/password', body),
  invitation: (invitation_token: string) =>
    api.post<InvitationResponse>('/auth/sign_in_by_invitation', { invitation_token }),
  acceptInvitation: (body: AcceptInvitationBody) => api.put<MessageResponse>('/auth/invitation', body),
  checkDomain: () =>
    api.post<CheckDomainResponse>('/check_domain', {
      domain: window.location.host,
    }),
  domainAvailable: (business_domain: string) =>
    api.post<DomainAvailableResponse>('/organization/domain_available', {
      business_domain,
    }),
  createOrganization: (body: CreateOrganizationBody) =>
    api.post<CreateOrganizationResponse>('/organization/create', body),
  inviteTeammates: (body: InviteTeammatesBody) =>
    api.post<InviteTeammatesResponse>('/organization/team', body),
};
