import { type PlainPerson, personListFromWire } from '@app/contracts/calculation';
import { MEDIA } from '@app/contracts/media-types';
import { expandResults, type PricingSnapshot, priceList, type StoredResults } from '@app/pricing';
import type { Db } from '../../db/client';
import type { CalculationDocument } from '../../platform/documents/calculation-document';
import { describeInputs } from '../../platform/documents/describe-inputs';
import type { Storage } from '../../platform/storage/storage';
import { AppError } from '../../plugins/app-error';
import { findCalculation, findOrganization, placeNames } from './calculations.repo';

const UPLOADS = '/api/uploads/';

/** Renders a stored calculation as PDF or XLSX; the figures are the stored ones, never recomputed. */
export async function downloadCalculation(
  db: Db,
  storage: Storage,
  opts: { organizationId: number; id: number; type: 'pdf' | 'xlsx' },
) {
  const row = await findCalculation(db, { organizationId: opts.organizationId, id: opts.id });
  if (!row) throw AppError.notFound('Calculation');
  const org = await findOrganization(db, opts.organizationId);
  const personList = personListFromWire(row.calculation.personList);
  const stateIds = [
    ...new Set(personList.flatMap((p) => (p.locations ?? []).map((l) => Number(l.state_id)))),
  ];
  const cityIds = [
    ...new Set(personList.flatMap((p) => (p.locations ?? []).map((l) => Number(l.city_id)).filter(Boolean))),
  ];
  const { stateRows, cityRows } = await placeNames(db, stateIds, cityIds);
  const names = {
    state: new Map(stateRows.map((s) => [String(s.id), s.name])),
    city: new Map(cityRows.map((c) => [String(c.id), c.name])),
  };
  const logoKey = org?.image?.startsWith(UPLOADS) ? org.image.slice(UPLOADS.length) : null;
  const doc: CalculationDocument = {
    organization: { name: org?.name ?? '', logo: logoKey ? await storage.get(logoKey) : null },
    calculation: {
      id: row.calculation.id,
      name: row.calculation.name,
      status: row.calculation.status,
      createdAt: row.calculation.createdAt,
      taxYear: row.calculation.taxYear,
      author: `${row.user.firstName} ${row.user.lastName}`,
    },
    persons: personList.map((p) => describeInputs(p, names)),
    results: withReferenceFallbacks(
      expandResults(row.calculation.results as StoredResults),
      personList,
      row.calculation.rateSnapshot as PricingSnapshot,
    ),
  };
  const safeName = row.calculation.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'calculation';
  // The PDF and spreadsheet libraries load on the first download: together 14 MB of heap that every request's
  // garbage collection would otherwise walk.
  if (opts.type === 'pdf') {
    const { calculationPdf } = await import('../../platform/documents/calculation-pdf');
    return { body: await calculationPdf(doc), contentType: MEDIA.pdf, filename: `${safeName}.pdf` };
  }
  const { calculationXlsx } = await import('../../platform/documents/calculation-xlsx');
  return {
    body: await calculationXlsx(doc),
    contentType: MEDIA.xlsx,
    filename: `${safeName}.xlsx`,
  };
}

/**
 * Results stored before the engine reported the years it priced with another year's reference figures lack
 * that list: it is found again from the stored inputs and rate snapshot, which priced those figures (the
 * figures shown stay the stored ones). docs/product/calculations.md#reference-years.
 */
function withReferenceFallbacks<T extends { summary: StoredResults['summary'] }>(
  results: T,
  personList: PlainPerson[],
  snapshot: PricingSnapshot,
): T {
  if (results.summary.reference_fallbacks) return results;
  let found: StoredResults['summary']['reference_fallbacks'] = [];
  try {
    found = priceList(personList, snapshot).summary.reference_fallbacks;
  } catch {
    // Inputs the engine no longer accepts: the document still shows the stored figures, without the note.
  }
  return { ...results, summary: { ...results.summary, reference_fallbacks: found } };
}
