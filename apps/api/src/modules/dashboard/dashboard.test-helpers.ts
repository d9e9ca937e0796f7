import { randomBytes } from 'node:crypto';
import type { QuoteStatus } from '@app/contracts/quotes/status';
import type { DbOrTx } from '../../db/client';
import { calculations, quotes } from '../../db/schema';

export interface FixtureQuote {
  userId: number;
  teamId: number | null;
  status: QuoteStatus;
  issueDate: string;
  revenue: string;
  grossProfit: string;
  sent?: boolean;
  /** Replaced by a newer revision that was Approved: kept, no longer counted (migration 0017). */
  superseded?: boolean;
}

let serial = 0;

/** The header row of the teams export, in CSV and XLSX (docs/product/dashboard.md). */
export const TEAM_EXPORT_HEADER = [
  'Name',
  'Members',
  'Calcs',
  'Quotes',
  'Revenue',
  'Gross Profit',
  'Team performance %',
];

/**
 * A quote (and the calculation it was made from, created on the issue date) written straight to the database:
 * the dashboards only read the summary columns, so the documents are placeholders.
 */
export async function insertQuotes(db: DbOrTx, organizationId: number, rows: FixtureQuote[]) {
  const calcs = await db
    .insert(calculations)
    .values(
      rows.map((r) => ({
        organizationId,
        userId: r.userId,
        teamId: r.teamId,
        name: 'Fixture',
        status: 'Approved' as const,
        taxYear: Number(r.issueDate.slice(0, 4)),
        personList: [],
        rateSnapshot: {},
        results: {},
        revenue: r.revenue,
        totalCost: (Number(r.revenue) - Number(r.grossProfit)).toFixed(2),
        grossProfit: r.grossProfit,
        grossProfitPercent: '0',
        personCount: 1,
        searchText: 'fixture',
        createdAt: new Date(`${r.issueDate}T12:00:00Z`),
      })),
    )
    .returning({ id: calculations.id });
  await db.insert(quotes).values(
    rows.map((r, i) => {
      serial += 1;
      return {
        organizationId,
        calculationId: calcs[i]!.id,
        userId: r.userId,
        teamId: r.teamId,
        quoteNumber: `FX-${organizationId}-${serial}`,
        companyName: 'Client Co',
        quoteStateIds: [],
        personSelection: [],
        status: r.status,
        issueDate: r.issueDate,
        validUntil: r.issueDate,
        document: {},
        documentSha256: '0'.repeat(64),
        revenue: r.revenue,
        salesTax: '0',
        total: r.revenue,
        totalCost: (Number(r.revenue) - Number(r.grossProfit)).toFixed(2),
        grossProfit: r.grossProfit,
        clientToken: randomBytes(32).toString('base64url'),
        sentAt: r.sent || r.status === 'Approved' ? new Date(`${r.issueDate}T12:00:00Z`) : null,
        supersededAt: r.superseded ? new Date() : null,
        counted: !r.superseded,
        searchText: 'client co',
        totalText: r.revenue,
      };
    }),
  );
}
