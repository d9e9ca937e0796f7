type OrgId = number | undefined;

const org = (orgId: OrgId) => ['org', orgId] as const;
const calculations = (orgId: OrgId) => [...org(orgId), 'calculations'] as const;
const calculator = (orgId: OrgId) => [...org(orgId), 'calculator'] as const;
const calculationSettings = (orgId: OrgId) => [...org(orgId), 'calculation-settings'] as const;
const notifications = (orgId: OrgId) => [...org(orgId), 'notifications'] as const;
const dashboard = (orgId: OrgId) => [...org(orgId), 'dashboard'] as const;
const quotes = (orgId: OrgId) => [...org(orgId), 'quotes'] as const;

/**
 * Every key of the query cache, in one place. An organisation's data starts with ['org', orgId], so switching
 * organisation never shows another's rows and one prefix refreshes all of it; reference data (lookups) is the
 * same for every organisation, so its keys do not start with one.
 */
export const queryKeys = {
  session: ['session'] as const,
  /** The open API's OpenAPI document: the same for everyone, read by the public reference page. */
  openApi: ['openapi', 'v1'] as const,
  /** Every organisation's data: what reading a notification may have changed anywhere. */
  allOrgs: ['org'] as const,
  org,
  calculations: {
    all: calculations,
    list: (orgId: OrgId, query: object) => [...calculations(orgId), 'list', query] as const,
    detail: (orgId: OrgId, id: number) => [...calculations(orgId), 'detail', id] as const,
  },
  calculator: {
    calculation: (orgId: OrgId, id: number) => [...calculator(orgId), 'calc', id] as const,
    rates: (orgId: OrgId, locations: unknown) => [...calculator(orgId), 'rates', locations] as const,
  },
  calculationSettings: {
    all: calculationSettings,
    settings: (orgId: OrgId) => [...calculationSettings(orgId), 'settings'] as const,
    salesTax: (orgId: OrgId) => [...calculationSettings(orgId), 'sales-tax'] as const,
    spto: (orgId: OrgId) => [...calculationSettings(orgId), 'spto'] as const,
    history: (orgId: OrgId) => [...calculationSettings(orgId), 'history'] as const,
  },
  webhooks: {
    all: (orgId: OrgId) => [...org(orgId), 'webhooks'] as const,
    deliveries: (orgId: OrgId, id: number) => [...org(orgId), 'webhooks', 'deliveries', id] as const,
  },
  quotes: {
    all: quotes,
    list: (orgId: OrgId, query: object) => [...quotes(orgId), 'list', query] as const,
    detail: (orgId: OrgId, id: number) => [...quotes(orgId), 'detail', id] as const,
    events: (orgId: OrgId, id: number) => [...quotes(orgId), 'events', id] as const,
    nextNumber: (orgId: OrgId) => [...quotes(orgId), 'next-number'] as const,
  },
  /** The client's view through the link: no organisation session, keyed by the link's token alone. */
  clientQuote: (token: string) => ['client-quote', token] as const,
  members: (orgId: OrgId) => [...org(orgId), 'members'] as const,
  apiKeys: (orgId: OrgId) => [...org(orgId), 'api-keys'] as const,
  teams: (orgId: OrgId) => [...org(orgId), 'teams'] as const,
  invitations: (orgId: OrgId) => [...org(orgId), 'invitations'] as const,
  dashboard: {
    all: dashboard,
    part: (orgId: OrgId, part: string, query: object) => [...dashboard(orgId), part, query] as const,
  },
  billing: {
    all: (orgId: OrgId) => [...org(orgId), 'billing'] as const,
    settings: (orgId: OrgId) => [...org(orgId), 'billing', 'settings'] as const,
    info: (orgId: OrgId) => [...org(orgId), 'billing', 'info'] as const,
    invoice: (orgId: OrgId, id: number) => [...org(orgId), 'billing', 'invoice', id] as const,
    preview: (orgId: OrgId, body: object) => [...org(orgId), 'billing', 'preview', body] as const,
  },
  notifications: {
    all: notifications,
    page: (orgId: OrgId, params: object) => [...notifications(orgId), params] as const,
  },
  lookups: {
    states: ['lookups', 'states'] as const,
    cities: (stateId: number | null | undefined) => ['lookups', 'cities', stateId] as const,
    industries: ['lookups', 'industries'] as const,
  },
  authProviders: ['auth', 'providers'] as const,
  invitation: (token: string) => ['invitation', token] as const,
  devMailbox: ['dev', 'mailbox'] as const,
};
