import {
  changeStatusRoute,
  createCalculationRoute,
  getCalculationRoute,
  listCalculationsRoute,
} from '@app/contracts/calculations/routes';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import {
  clientQuoteRoute,
  createQuoteRoute,
  getQuotationRoute,
  nextQuoteNumberRoute,
  sendQuoteRoute,
  signQuoteRoute,
  updateQuoteRoute,
  updateQuoteStatusRoute,
} from '@app/contracts/quotes/routes';
import type { RouteBody, RouteReply, RouteShape } from '@app/contracts/route';
import type { BrowserContext } from '@playwright/test';
import { orgRequest, type RunningServer } from './harness';

/**
 * Saved work made through the API, as a member would make it in the app but with no clicks: a journey that is
 * about a quote starts from a saved quote instead of walking the calculator and the quote wizard first
 * (CONTRIBUTING.md#write-a-journey). Everything is made from the demo seed's own calculations
 * (apps/api/src/seed/demo-data.ts), in the demo organisation.
 */
export interface SavedWork {
  /** A copy of a seeded calculation's people under a new name, saved by `as` (the Owner unless given). */
  calculation(options?: CalculationOptions): Promise<SavedCalculation>;
  /** A quote of an Approved calculation (the seed's approved one unless given), made by `as`. */
  quote(options?: QuoteOptions): Promise<SavedQuote>;
  /** A quote as its organisation reads it, internal figures included. */
  storedQuote(id: number): Promise<StoredQuote>;
  /** Saves new terms on a quote; a signed one gets a new revision. Answers the id of what was saved. */
  editQuote(id: number, changes: { terms: string }): Promise<number>;
}
type StoredQuote = QuotationDetail;

interface CalculationOptions {
  /** The member who saves it (a demo e-mail); status changes are made by the Owner, who may review. */
  as?: string;
  name?: string;
  /** The seeded calculation whose people it copies. */
  from?: string;
  /** 'Approved' sends it for approval and approves it: a quote can then be made from it. */
  status?: 'New calculation' | 'Sent to approval' | 'Approved';
}
interface SavedCalculation {
  id: number;
  name: string;
}

interface QuoteOptions {
  as?: string;
  /** An Approved calculation's id; by default the seed's approved 'Q1 payroll clerks – Dallas HQ'. */
  calculationId?: number;
  company?: string;
  terms?: string;
  /** E-mails the client link to this address, as the Send button does. */
  sentTo?: string;
  /** The client signs it (a typed signature) through the client link, with this name and e-mail. */
  signedBy?: { name: string; email: string };
  /** The Owner marks it Approved from the quote page's dropdown. */
  approved?: boolean;
}
interface SavedQuote {
  id: number;
  /** The client link's token: /quote/approve/{uuid}. */
  uuid: string;
  quoteNumber: string;
  calculationId: number;
}

/**
 * A member coming back: the first visit's walkthroughs and the onboarding survey are behind them, so a journey
 * that is not about them starts on the page it is about.
 */
export async function asReturningMember(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    for (const flag of ['calculationDemo', 'calculationDetailDemo', 'quotationDemo', 'quoteDemo']) {
      localStorage.setItem(flag, 'false');
    }
    localStorage.setItem('onboardingSurvey', 'done');
  });
}

export const DEMO_OWNER = 'demo@staffmargin.app';
const DEMO_PASSWORD = 'DemoPass2026!';
const APPROVED_SEED_CALCULATION = 'Q1 payroll clerks – Dallas HQ';

type Params = Record<string, string | number>;
const withParams = (path: string, params: Params = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** Saved work for the journey on `server`; each member signs in once per test. */
export function savedWorkOn(server: RunningServer): SavedWork {
  const sessions = new Map<string, string | undefined>();

  async function call<R extends RouteShape>(
    route: R,
    as: string | null,
    input: { body?: RouteBody<R>; params?: Params; query?: string } = {},
  ): Promise<RouteReply<R>> {
    const session = as === null ? undefined : await sessionOf(as);
    const path = `/api${withParams(route.path, input.params)}${input.query ? `?${input.query}` : ''}`;
    const method = route.method as 'GET' | 'POST';
    const res = await orgRequest(server, 'demo', { method, path, body: input.body, session });
    if (res.status >= 300) throw new Error(`${route.method} ${path} answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body) as RouteReply<R>;
  }

  async function sessionOf(email: string): Promise<string> {
    if (!sessions.has(email)) {
      const res = await orgRequest(server, 'demo', {
        method: 'POST',
        path: '/api/auth/sign_in',
        body: { email, password: DEMO_PASSWORD },
      });
      if (res.status !== 200 || !res.session) throw new Error(`sign in of ${email} answered ${res.status}`);
      sessions.set(email, res.session);
    }
    return sessions.get(email)!;
  }

  async function seededCalculationId(name: string): Promise<number> {
    const query = `search=${encodeURIComponent(name)}&per_page=50`;
    const page = await call(listCalculationsRoute, DEMO_OWNER, { query });
    const found = page.data.calculation.find((c) => c.name === name);
    if (!found) throw new Error(`no calculation named ${name}`);
    return found.id;
  }

  let made = 0;
  const calculation: SavedWork['calculation'] = async (options = {}) => {
    made += 1;
    const name = options.name ?? `Saved calculation ${made}`;
    const from = await seededCalculationId(options.from ?? APPROVED_SEED_CALCULATION);
    const seeded = await call(getCalculationRoute, DEMO_OWNER, { body: { id: from } });
    const person_list = seeded.data.calculation.person_list as RouteBody<
      typeof createCalculationRoute
    >['person_list'];
    const saved = await call(createCalculationRoute, options.as ?? DEMO_OWNER, {
      body: { name, person_list },
    });
    const id = saved.data.calculation.id;
    const steps = {
      'New calculation': [],
      'Sent to approval': ['Sent to approval'],
      Approved: ['Sent to approval', 'Approved'],
    } as const;
    for (const status of steps[options.status ?? 'New calculation']) {
      await call(changeStatusRoute, DEMO_OWNER, { body: { id, status } });
    }
    return { id, name };
  };

  const quote: SavedWork['quote'] = async (options = {}) => {
    const as = options.as ?? DEMO_OWNER;
    const calculationId = options.calculationId ?? (await seededCalculationId(APPROVED_SEED_CALCULATION));
    const calc = (await call(getCalculationRoute, as, { body: { id: calculationId } })).data.calculation;
    const { quote_number } = (await call(nextQuoteNumberRoute, as)).data;
    const persons = calc.person_list as { wc_states: { state_id: string | number }[] }[];
    const created = await call(createQuoteRoute, as, {
      body: {
        id: calculationId,
        company_name: options.company ?? 'Globex Logistics',
        quote_number,
        // One work state per quote: the first person's.
        quote_state: [Number(persons[0]!.wc_states[0]!.state_id)],
        person_selection_data: persons.map((_, index) => ({ index, count: 1 })),
        ...(options.terms ? { terms: options.terms } : {}),
      },
    });
    const { id, uuid } = created.data.quotation;
    if (options.sentTo) await call(sendQuoteRoute, as, { body: { id, email: options.sentTo } });
    if (options.signedBy) {
      const shown = await call(clientQuoteRoute, null, { params: { token: uuid } });
      await call(signQuoteRoute, null, {
        params: { token: uuid },
        body: {
          signer_name: options.signedBy.name,
          signer_email: options.signedBy.email,
          signature: { type: 'typed', text: options.signedBy.name },
          consent: true,
          document_sha256: shown.data.quotation.document_sha256,
        },
      });
    }
    if (options.approved)
      await call(updateQuoteStatusRoute, DEMO_OWNER, { body: { id, status: 'Approved' } });
    return { id, uuid, quoteNumber: created.data.quotation.quote_number, calculationId };
  };

  const storedQuote: SavedWork['storedQuote'] = async (id) => {
    const answer = await call(getQuotationRoute, DEMO_OWNER, { body: { id } });
    return (answer.data as { quotation: StoredQuote }).quotation;
  };

  const editQuote: SavedWork['editQuote'] = async (id, changes) => {
    const { version, signed_at } = await storedQuote(id);
    const body = { id, version, new_revision: signed_at !== null, ...changes };
    return (await call(updateQuoteRoute, DEMO_OWNER, { body })).data.quotation.id;
  };

  return { calculation, quote, storedQuote, editQuote };
}
