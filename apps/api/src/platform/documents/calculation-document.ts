import type { ResultFigures, SummedFigures } from '@app/engine';

/** What both downloads show: one calculation, as stored, with the organisation that made it. */
export interface CalculationDocument {
  organization: { name: string; logo: { data: Buffer; contentType: string } | null };
  calculation: {
    id: number;
    name: string;
    status: string;
    createdAt: Date;
    taxYear: number;
    author: string;
  };
  /** Inputs per person (the wire format, as entered). */
  persons: PersonInputs[];
  results: { persons: { job_name: string; locations: ResultFigures[] }[]; summary: SummedFigures };
}

export interface PersonInputs {
  jobName: string;
  pay: string;
  bill: string;
  schedule: string;
  period: string;
  locations: { state: string; city: string; wcCode: string; wcRate: number | null }[];
}
