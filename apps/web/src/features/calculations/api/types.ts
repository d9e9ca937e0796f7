import type { PersonWire } from '@app/contracts/calculation';
import type { CalculationStatus } from '@app/contracts/calculations/status';
import type { ResultFigures, SummedFigures } from '@app/engine';
import type { PricingSnapshot } from '@app/pricing';

interface CalculationAuthor {
  id: number;
  first_name: string;
  last_name: string;
  image: string | null;
}

interface CalculationTeam {
  id: number;
  name: string;
  image: string | null;
}

/** One row of GET /organization_team/calculations. */
export interface CalculationRow {
  id: number;
  name: string;
  status: CalculationStatus;
  revenue: number;
  gross_profit: number;
  gross_profit_percent: number;
  person_count: number;
  organization_team: CalculationTeam | null;
  user: CalculationAuthor;
  created_at: string;
}

export interface CalculationPage {
  calculation: CalculationRow[];
  total: number;
  page: number;
  per_page: number;
}

/** What the server stored with the calculation: per person and location, and the whole summed once. */
interface StoredResults {
  persons: { job_name: string; locations: ResultFigures[] }[];
  summary: SummedFigures;
}

/** data.calculation of POST /organization_team/calculation. */
export interface CalculationDetail {
  id: number;
  name: string;
  status: CalculationStatus;
  /** Sent back with an update; a newer one on the server answers 409. */
  version: number;
  tax_year: number;
  person_list: PersonWire[];
  results: StoredResults;
  rate_snapshot: PricingSnapshot;
  revenue: number;
  total_cost: number;
  gross_profit: number;
  gross_profit_percent: number;
  reason_choice: string | null;
  decline_reason: string | null;
  organization_team: CalculationTeam | null;
  user: CalculationAuthor;
  created_at: string;
  updated_at: string;
}
