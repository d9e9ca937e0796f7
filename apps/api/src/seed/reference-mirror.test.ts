import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesTaxSettings, states, stateWageBases } from '../db/schema';
import { referenceDataChanged } from '../modules/reference';
import { client, stateIds } from '../testing/member-client';
import { useOrganization } from '../testing/tenants';
import { useTestApp } from '../testing/test-app';
import { seedReference, staffingNote } from './reference';

/**
 * An existing database gets the current reference data at its next start (docs/reference-data.md): the seed runs
 * at every start and updates the rows it finds, not only the tables it finds empty.
 */
const ctx = useTestApp();
const org = useOrganization(ctx, 'mirror');

describe('reference data at the next start', () => {
  it("replaces a database's old state figures and 2026 bases with the files', and leaves an organisation's rows", async () => {
    const db = ctx.database.db;
    const ids = await stateIds(ctx);
    const api = client(ctx, org.members.Owner.cookie);
    expect((await api.post('/organization_settings/suta', { sutaList: [{ state: ids.NY }] })).status).toBe(
      200,
    );
    // The database as it was before 2026-12-01: New York without a new-employer rate and at $13,000 for 2026,
    // Washington's staffing note unknown, and the organisation's New York sales-tax row at a rate of its own.
    await db
      .update(states)
      .set({ newEmployerSutaRate: null, tempStaffingNote: null, tempStaffingSource: null })
      .where(eq(states.code, 'NY'));
    await db
      .update(states)
      .set({ taxesTempStaffing: null, tempStaffingNote: null })
      .where(eq(states.code, 'WA'));
    await db
      .update(stateWageBases)
      .set({ wageBase: '13000' })
      .where(and(eq(stateWageBases.stateId, ids.NY), eq(stateWageBases.year, 2026)));
    await db
      .update(salesTaxSettings)
      .set({ rate: '8.875' })
      .where(eq(salesTaxSettings.organizationId, org.id));

    await seedReference(db);
    referenceDataChanged();

    const [ny] = await db.select().from(states).where(eq(states.code, 'NY'));
    expect(ny?.newEmployerSutaRate).toBe('4.10');
    const [wa] = await db.select().from(states).where(eq(states.code, 'WA'));
    expect(wa).toMatchObject({
      taxesTempStaffing: 'true',
      tempStaffingNote:
        'Retail sales tax on temporary staffing services from 2025-10-01 (ESSB 5814); staffing provided to hospitals excluded.',
      tempStaffingSource:
        'https://www.dor.wa.gov/taxes-rates/retail-sales-tax/services-newly-subject-retail-sales-tax/temporary-staffing-services',
    });
    const rates = await api.post('/organization_team/calculation/rates', {
      locations: [{ state_id: ids.NY }],
    });
    expect(rates.body.data.locations[`${ids.NY}:`].suta.wageBases).toMatchObject({
      2025: '12800',
      2026: '17600',
    });
    // The organisation's own row is its setting: the start does not touch it.
    const tax = await api.get('/organization_settings/sales_tax?per_page=50');
    expect(tax.body.data.map((r: { state: string; tax: number }) => [r.state, r.tax])).toEqual([
      ['New York', 8.875],
    ]);
  });

  it('keeps the words of a staffing note apart from the page that states it', () => {
    expect(staffingNote('Taxable (6% + local). https://example.com/pa')).toEqual({
      tempStaffingNote: 'Taxable (6% + local).',
      tempStaffingSource: 'https://example.com/pa',
    });
    expect(staffingNote('No page given')).toEqual({
      tempStaffingNote: 'No page given',
      tempStaffingSource: null,
    });
    expect(staffingNote('')).toEqual({ tempStaffingNote: null, tempStaffingSource: null });
  });
});
