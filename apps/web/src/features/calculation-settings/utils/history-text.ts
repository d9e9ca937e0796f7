import { taxTypeLabels } from '@app/contracts/settings';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { formatMoney, formatPercent } from '../../../lib/format';
import type { HistoryEntry } from '../api/get-history';

export interface HistoryNames {
  state: (id: unknown) => string;
  industry: (id: unknown) => string;
}

type Obj = Record<string, unknown>;

const labels: Record<string, string> = {
  suta_rate: 'SUTA rate',
  tax: 'Tax',
  tax_type: 'Tax type',
  [W.accrualRate]: 'Accrual rate',
  [W.accrualCapPerYear]: 'Accrual cap per year',
  total_cap: 'Total cap',
  package_name: 'Name',
  employee_only: 'Employee only',
  employee_spouse: 'Employee + spouse',
  employee_dependent: 'Employee + dependent',
  family: 'Family',
  name: 'Name',
  percent: 'Amount',
  cost_option: 'Type',
  from: 'Based on',
  industry_id: 'Industry',
  frequency: 'Frequency',
  cost_list_id: 'Category',
};

const frequencyWords: Record<string, string> = {
  once: 'once per assignment',
  hour: 'per hour',
  week: 'per week',
  month: 'per month',
};

function show(key: string, value: unknown, names: HistoryNames, row?: Obj): string {
  if (value === null || value === undefined || value === '') return 'none';
  switch (key) {
    case 'suta_rate':
    case 'tax':
      return formatPercent(Number(value));
    case 'tax_type':
      return taxTypeLabels[value as keyof typeof taxTypeLabels] ?? String(value);
    case W.accrualRate:
      return `1 h per ${value} h worked`;
    case W.accrualCapPerYear:
    case 'total_cap':
      return Number(value) === 0 ? 'no cap' : `${value} h`;
    case 'employee_only':
    case 'employee_spouse':
    case 'employee_dependent':
    case 'family':
      return formatMoney(Number(value));
    case 'percent':
      return row?.cost_option === 'flat' ? formatMoney(Number(value)) : formatPercent(Number(value));
    case 'from':
      return Number(value) === 2 ? 'Total Wage' : 'Revenue';
    case 'industry_id':
      return names.industry(value);
    case 'frequency':
      return frequencyWords[String(value)] ?? String(value);
    case 'cost_option':
      return value === 'flat' ? 'Flat' : 'Percentage';
    default:
      return String(value);
  }
}

/** 'Tax: 7.25% → 9.50%' for every field that changed between two snapshots. */
function changes(oldV: Obj, newV: Obj, names: HistoryNames): string[] {
  return Object.keys(labels)
    .filter((k) => k in newV && JSON.stringify(oldV[k]) !== JSON.stringify(newV[k]))
    .map((k) => `${labels[k]}: ${show(k, oldV[k], names, oldV)} → ${show(k, newV[k], names, newV)}`);
}

function wcLine(c: Obj, names: HistoryNames) {
  return `${c.nick_name} · ${names.industry(c.industry)} · code ${c.code} · ${formatPercent(Number(c.rate))}`;
}

/** One audit entry in plain words: a headline and the changed values. */
export function describeHistory(e: HistoryEntry, names: HistoryNames): { title: string; details: string[] } {
  const o = (e.old_value ?? {}) as Obj;
  const n = (e.new_value ?? {}) as Obj;
  switch (e.area) {
    case 'suta': {
      const state = names.state(n.state_id ?? o.state_id);
      if (e.action === 'delete') return { title: `Removed ${state} and its settings`, details: [] };
      if (e.action === 'create' || (e.action === 'import' && !e.old_value))
        return {
          title: `Added ${state}`,
          details: n.suta_rate === null ? [] : [`SUTA rate: ${show('suta_rate', n.suta_rate, names)}`],
        };
      return {
        title: `${e.action === 'import' ? 'Imported' : 'Changed'} the ${state} SUTA rate`,
        details: changes(o, n, names),
      };
    }
    case 'wc': {
      if (e.action === 'import') {
        const rows = (n.rows as Obj[] | undefined) ?? [];
        return {
          title: `Imported ${rows.length} WC code${rows.length === 1 ? '' : 's'} from CSV`,
          details: rows.map((r) => `${names.state(r.stateId)}: ${r.nickName} · code ${r.code} · ${r.rate}%`),
        };
      }
      const before = (o.wc_codes as Obj[] | undefined) ?? [];
      const after = (n.wc_codes as Obj[] | undefined) ?? [];
      return {
        title: `Saved the WC codes of ${names.state(n.state_id)} (${before.length} → ${after.length} codes)`,
        details: after.map((c) => wcLine(c, names)),
      };
    }
    case 'sales_tax':
      if ('tax_status' in n)
        return {
          title: n.tax_status ? 'Exempted a sales tax row' : 'Made a sales tax row taxable',
          details: [],
        };
      if (e.action === 'create')
        return {
          title: `Added a city tax in ${names.state(n.state_id)}`,
          details: [`${show('tax', n.tax, names)} on ${show('tax_type', n.tax_type, names)}`],
        };
      return { title: 'Changed a sales tax rate', details: changes(o, n, names) };
    case 'spto':
      return { title: 'Changed an SPTO row', details: changes(o, n, names) };
    case 'api_keys': {
      // Settings › API keys: created (new_value) or revoked (old_value), never the key itself.
      const key = e.action === 'delete' ? o : n;
      const scope = key.scope === 'read_write' ? 'read and write' : 'read only';
      const verb = e.action === 'delete' ? 'Revoked' : 'Created';
      return { title: `${verb} the API key ${key.name} (${key.prefix}…, ${scope})`, details: [] };
    }
    case 'options': {
      const [key, value] = Object.entries(n)[0] ?? ['', false];
      const what = key === 'always_accrue' ? 'Always Accrue' : 'Exempt All';
      return { title: `Turned ${what} ${value ? 'on' : 'off'}`, details: [] };
    }
    case 'healthcare':
    case 'costs': {
      const noun = e.area === 'healthcare' ? 'package' : 'cost';
      const name = String(n.package_name ?? n.name ?? o.package_name ?? o.name ?? '');
      if (e.action === 'delete') return { title: `Deleted the ${noun} ${name}`, details: [] };
      if (e.action === 'create') {
        const keys = Object.keys(labels).filter((k) => k in n && !['name', 'package_name'].includes(k));
        return {
          title: `Added the ${noun} ${name}`,
          details: keys.filter((k) => n[k] !== null).map((k) => `${labels[k]}: ${show(k, n[k], names, n)}`),
        };
      }
      return { title: `Changed the ${noun} ${name}`, details: changes(o, n, names) };
    }
    case 'webhooks': {
      const url = String(n.url ?? o.url ?? '');
      if (e.action === 'create') return { title: `Added the webhook endpoint ${url}`, details: [] };
      if (e.action === 'delete') return { title: `Deleted the webhook endpoint ${url}`, details: [] };
      if (n.secret === 'rolled') return { title: `Rolled the signing secret of ${url}`, details: [] };
      const fields = ['url', 'description', 'events', 'enabled'].filter(
        (k) => JSON.stringify(o[k]) !== JSON.stringify(n[k]),
      );
      return {
        title: `Changed the webhook endpoint ${url}`,
        details: fields.map((k) => `${k}: ${JSON.stringify(o[k])} → ${JSON.stringify(n[k])}`),
      };
    }
  }
}
