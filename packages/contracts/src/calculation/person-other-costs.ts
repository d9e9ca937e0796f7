import type { CostCategory } from '@app/engine';
import { z } from 'zod';
import { MAX_COSTS_PER_TYPE, MAX_DAYS, MAX_ID } from '../limits';
import { hasUnstorableText, isBlank, numeric } from './fields';
import { costItemWireSchema } from './wire-cost-item';

/**
 * The cost types (keys of other_costs.costs, docs/product/README.md#glossary-of-wire-field-names) and the
 * engine category each one is.
 */
export const COST_TYPE_CATEGORY: Readonly<Record<string, CostCategory>> = {
  background_check_cost: 'background_check',
  drug_screen_cost: 'drug_screen',
  manage_service_provider: 'msp',
  vendor_management_system: 'vms',
  payrolling_cost: 'payrolling',
  interest: 'interest',
  liability_insurance: 'liability_insurance',
  custom_cost_list: 'custom',
  custom_cost: 'custom',
};

const SELECTION_ERROR = 'Each selected cost must be a cost id or a custom cost';
const selectionSchema = z.union(
  [
    z
      .string()
      .max(64)
      .refine((v) => !hasUnstorableText(v)),
    z.number().int().min(0).max(MAX_ID),
    costItemWireSchema,
  ],
  { error: SELECTION_ERROR },
);

/**
 * Cost lists sent beside costs (other_costs.custom_cost_list) rather than inside it are moved in, after any of
 * the same type already there: a selected cost is never dropped.
 */
function gatherCostLists(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { costs: inside, ...rest } = value as Record<string, unknown>;
  const beside = Object.keys(rest).filter((key) => key in COST_TYPE_CATEGORY);
  if (beside.length === 0) return value;
  const lists: Record<string, unknown> = inside && typeof inside === 'object' ? { ...inside } : {};
  const out: Record<string, unknown> = { ...rest };
  for (const key of beside) {
    const [here, there] = [lists[key], rest[key]];
    lists[key] = Array.isArray(here) && Array.isArray(there) ? [...here, ...there] : (here ?? there);
    delete out[key];
  }
  return { ...out, costs: lists };
}

/**
 * person.other_costs: payment terms (payment_terms_days) and the selected cost ids per cost type (costs). A
 * custom cost may be given inline as a cost item.
 */
export const otherCostsSchema = z.preprocess(
  gatherCostLists,
  z
    .object({
      payment_terms_days: numeric('Payment terms', { min: 0, cap: MAX_DAYS }),
      costs: z
        .record(
          z.string(),
          z
            .array(selectionSchema, { error: 'Selected costs must be a list' })
            .max(MAX_COSTS_PER_TYPE, `At most ${MAX_COSTS_PER_TYPE} costs of one type`)
            .nullish(),
        )
        .nullish(),
    })
    .superRefine(
      (o, ctx) => {
        // Runs even after a failed parse (when: always): a null entry must not throw.
        if (!o || typeof o !== 'object') return;
        const selections = o.costs && typeof o.costs === 'object' ? o.costs : {};
        for (const [type, list] of Object.entries(selections)) {
          if (!(type in COST_TYPE_CATEGORY)) {
            ctx.addIssue({
              code: 'custom',
              message: `Unknown cost type ${type}`,
              path: ['costs', type],
            });
          } else if (Array.isArray(list) && list.length === 0) {
            // A toggled section with nothing ticked (docs/product/calculator.md#other-costs-tab).
            ctx.addIssue({
              code: 'custom',
              message: 'No option Selected',
              path: ['costs', type],
            });
          }
        }
        const interest = selections.interest;
        if (Array.isArray(interest) && interest.length > 0 && isBlank(o.payment_terms_days)) {
          ctx.addIssue({
            code: 'custom',
            message: 'Payment terms are required',
            path: ['payment_terms_days'],
          });
        }
      },
      { when: () => true },
    ),
);

export type PlainOtherCosts = z.output<typeof otherCostsSchema>;
