/**
 * Validates SUTA and WC CSV rows against the known states and industries, collecting every problem at once
 * with the product's messages (docs/product/calculation-settings.md#csv-imports-suta-and-wc). Rows are
 * numbered as a spreadsheet shows them: the header is row 1.
 */
export interface NamedRef {
  id: number;
  name: string;
  code?: string;
}

export interface SutaImportRow {
  stateId: number;
  rate: number;
}

export interface WcImportRow {
  stateId: number;
  nickName: string;
  industryId: number;
  code: string;
  rate: number;
}

export type ImportResult<T> = { ok: true; rows: T[] } | { ok: false; errors: string[] };

export const SUTA_COLUMNS = ['State', 'SUTA Rate'] as const;
export const WC_COLUMNS = ['State', 'Nickname', 'Industry', 'WC Code', 'WC Rate (%)'] as const;

const invalid = (value: unknown, row: number, column: string) =>
  `${String(value ?? '').trim() || '(empty)'} is not valid in the ${row} row / ${column} column`;

const PERCENT_2DP = /^\d{1,3}(\.\d{1,2})?$/;

function lookup(refs: NamedRef[], raw: unknown): NamedRef | undefined {
  const v = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (!v) return undefined;
  return refs.find((r) => r.name.toLowerCase() === v || r.code?.toLowerCase() === v);
}

function parsePercent(raw: unknown): number | undefined {
  const v = String(raw ?? '')
    .trim()
    .replace(/%$/, '')
    .trim();
  if (!PERCENT_2DP.test(v)) return undefined;
  const n = Number(v);
  return n >= 0 && n <= 100 ? n : undefined;
}

const cell = (row: Record<string, unknown>, column: string) => {
  const key = Object.keys(row).find((k) => k.trim().toLowerCase() === column.toLowerCase());
  return key === undefined ? undefined : row[key];
};

export function validateSutaRows(
  rows: Record<string, unknown>[],
  states: NamedRef[],
): ImportResult<SutaImportRow> {
  const errors: string[] = [];
  const result: SutaImportRow[] = [];
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    const line = i + 2;
    const state = lookup(states, cell(row, 'State'));
    const rate = parsePercent(cell(row, 'SUTA Rate'));
    if (!state) errors.push(invalid(cell(row, 'State'), line, 'State'));
    else if (seen.has(state.id)) errors.push(`Duplicate ${String(cell(row, 'State')).trim()} exist in csv.`);
    if (rate === undefined) errors.push(invalid(cell(row, 'SUTA Rate'), line, 'SUTA Rate'));
    if (state) seen.add(state.id);
    if (state && rate !== undefined) result.push({ stateId: state.id, rate });
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows: result };
}

export const notALocation = (state: string) =>
  `${state} is not one of your locations: add it on SUTA Rates first.`;

/**
 * With `locations` (the state ids the organisation works in), a state that is not among them is a problem of
 * the same pass, named once where it first appears, so one try lists everything to fix.
 */
export function validateWcRows(
  rows: Record<string, unknown>[],
  states: NamedRef[],
  industries: NamedRef[],
  locations?: ReadonlySet<number>,
): ImportResult<WcImportRow> {
  const errors: string[] = [];
  const result: WcImportRow[] = [];
  const seen = new Set<string>();
  const outside = new Set<number>();
  rows.forEach((row, i) => {
    const line = i + 2;
    const state = lookup(states, cell(row, 'State'));
    if (state && locations && !locations.has(state.id) && !outside.has(state.id)) {
      outside.add(state.id);
      errors.push(notALocation(state.name));
    }
    const industry = lookup(industries, cell(row, 'Industry'));
    const nickName = String(cell(row, 'Nickname') ?? '').trim();
    const code = String(cell(row, 'WC Code') ?? '').trim();
    const rate = parsePercent(cell(row, 'WC Rate (%)'));
    if (!state) errors.push(invalid(cell(row, 'State'), line, 'State'));
    if (!nickName) errors.push(invalid(nickName, line, 'Nickname'));
    if (!industry) errors.push(invalid(cell(row, 'Industry'), line, 'Industry'));
    if (!/^\d{1,10}$/.test(code)) errors.push(invalid(code, line, 'WC Code'));
    if (rate === undefined) errors.push(invalid(cell(row, 'WC Rate (%)'), line, 'WC Rate (%)'));
    const key = `${state?.id}|${code}|${nickName.toLowerCase()}`;
    if (state && code && seen.has(key)) errors.push(`Duplicate ${code} exist in csv.`);
    seen.add(key);
    if (state && industry && nickName && /^\d{1,10}$/.test(code) && rate !== undefined) {
      result.push({ stateId: state.id, nickName, industryId: industry.id, code, rate });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows: result };
}
