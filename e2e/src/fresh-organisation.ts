import { type APIRequestContext, type BrowserContext, request } from '@playwright/test';
import { devMailTo, type RunningServer, signInAs } from './harness';

/** A new organisation made through the API, with its Owner signed in (docs/product/accounts.md#sign-up). */
export interface FreshOrganisation {
  domain: string;
  companyName: string;
  email: string;
  password: string;
  /** The Owner's browser context, signed in on the organisation's host (not on the main host). */
  context: BrowserContext;
}

export interface FreshOrganisationOptions {
  /** The company's state by name (e.g. 'Texas'), as the company step's list offers it. */
  state?: string;
  /** The Enterprise plan's sign-up (with the add-teammates step). */
  enterprise?: boolean;
}

const PASSWORD = 'FreshPass123!';
let made = 0;

/**
 * Signs up, confirms the e-mail from the development mailbox and creates the company, all through the API (as
 * the sign-up pages call it), then gives `ctx` the Owner's session: a second or so instead of a minute of
 * clicks. Every call makes a new organisation, with a domain and an e-mail of its own.
 */
export async function createFreshOrganisation(
  server: RunningServer,
  ctx: BrowserContext,
  options: FreshOrganisationOptions = {},
): Promise<FreshOrganisation> {
  made += 1;
  const tag = `${made}${Math.random().toString(36).slice(2, 7)}`;
  const domain = `fresh-${tag}`;
  const email = `owner-${tag}@fresh-e2e.test`;
  const companyName = `Fresh Staffing ${tag}`;
  const api = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  try {
    await call(api, '/api/auth', {
      first_name: 'Fresh',
      last_name: 'Owner',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_enterprise: options.enterprise ?? false,
    });
    const token = new URL(await mailedLink(server, email, 'confirmation_token')).searchParams.get(
      'confirmation_token',
    );
    await call(api, '/api/auth/confirmation', { confirmation_token: token });
    const state = options.state ? await stateId(api, options.state) : undefined;
    // The company step's fields, so the company-information page saves as it is (address and zip required).
    await call(api, '/api/organization/create', {
      company_name: companyName,
      business_domain: domain,
      state,
      address: '500 W 2nd St',
      zip_code: '78701',
    });
  } finally {
    await api.dispose();
  }
  await signInAs(server, ctx, { domain, email, password: PASSWORD });
  return { domain, companyName, email, password: PASSWORD, context: ctx };
}

async function call(api: APIRequestContext, path: string, data: unknown) {
  const res = await api.post(path, { data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
}

/** The link carrying `param` in the e-mail to `to`, once the outbox has sent it. */
export async function mailedLink(server: RunningServer, to: string, param: string): Promise<string> {
  const carries = (link: string) => link.includes(`${param}=`);
  return (await devMailTo(server, to, (mail) => mail.links.some(carries))).links.find(carries)!;
}

async function stateId(api: APIRequestContext, name: string): Promise<number> {
  const body = (await (await api.get('/api/states')).json()) as { data: { id: number; name: string }[] };
  const state = body.data.find((s) => s.name === name);
  if (!state) throw new Error(`no state named ${name}`);
  return state.id;
}
