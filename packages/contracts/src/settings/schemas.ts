import { z } from 'zod';
import { MAX_AMOUNT } from '../limits';
import { pageNumberSchema, perPageSchema } from '../page-query';
import { id, money, organizationField, percent, percent2dp, requiredNumber, version } from './fields';

export const TAX_TYPES = ['total_invoice', 'gross_profit'] as const;
export const taxTypeLabels: Record<(typeof TAX_TYPES)[number], string> = {
  total_invoice: 'Total Invoice',
  gross_profit: 'Gross Profit',
};

export const COST_TYPES = [
  'interest',
  'background_check_cost',
  'drug_screen_cost',
  'payrolling_cost',
  'manage_service_provider',
  'vendor_management_system',
  'liability_insurance',
  'custom_cost',
] as const;
export type CostType = (typeof COST_TYPES)[number];

/** The Other Costs sections in screen order, with the product's titles (docs/product/calculation-settings.md#other-costs). */
export const costSections: { type: CostType; title: string; defaultOption: 'flat' | 'percentage' }[] = [
  { type: 'interest', title: 'Interest', defaultOption: 'percentage' },
  { type: 'background_check_cost', title: 'Background Check Cost', defaultOption: 'flat' },
  { type: 'drug_screen_cost', title: 'Drug Screen Cost', defaultOption: 'flat' },
  { type: 'payrolling_cost', title: 'Payrolling Cost', defaultOption: 'percentage' },
  { type: 'manage_service_provider', title: 'Managed Service Provider (MSP)', defaultOption: 'percentage' },
  { type: 'vendor_management_system', title: 'Vendor Management System', defaultOption: 'percentage' },
  { type: 'liability_insurance', title: 'Liability Insurance', defaultOption: 'percentage' },
];

export const FREQUENCIES = ['once', 'hour', 'week', 'month'] as const;

export const sutaBodySchema = z.object({
  ...organizationField,
  option: z.literal('suta').default('suta'),
  /** The organisation's full list of locations; a state left out is removed with its settings. */
  sutaList: z
    .array(
      z.object({
        state: id('State'),
        value: z.union([percent2dp('SUTA rate'), z.null()]).optional(),
        /** Required for a location already added whose rate changes. */
        version: version().optional(),
      }),
    )
    .max(60),
});
export type SutaBody = z.infer<typeof sutaBodySchema>;

export const wcCodeSchema = z.object({
  nick_name: z.string().trim().min(1, 'Nickname is required').max(80),
  industry: id('Industry'),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .regex(/^\d+$/, 'Code must contain digits only')
    .max(10),
  rate: percent('Rate'),
});

export const wcSettingsBodySchema = z.object({
  ...organizationField,
  state: id('State'),
  /** The version of the location's WC table being replaced (the location's wc_version). */
  wc_version: version(),
  wc_codes: z.array(wcCodeSchema).max(200),
});
export type WcSettingsBody = z.infer<typeof wcSettingsBodySchema>;

export const importBodySchema = z.object({
  ...organizationField,
  data: z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(5000),
});

export const salesTaxBodySchema = z.object({
  ...organizationField,
  /** Absent: a new city row in `state`. */
  id: id().optional(),
  /** Required with id. */
  version: version().optional(),
  state: id('State'),
  city: id('City').optional().nullable(),
  tax: percent('Tax'),
  tax_type: z.enum(TAX_TYPES, { error: 'Tax type is required' }),
});

export const toggleBodySchema = z.object({
  ...organizationField,
  id: id().optional(),
  value: z.boolean({ error: 'value must be true or false' }),
});

export const sptoBodySchema = z.object({
  ...organizationField,
  data: z.object({
    id: id(),
    version: version(),
    accural_rate: percent('Accrual rate'),
    accural_cap_per_year: percent('Accrual cap per year'),
    total_cap: percent('Total cap'),
  }),
});

export const packageSchema = z.object({
  id: id().optional().nullable(),
  /** Required with id. */
  version: version().optional().nullable(),
  package_name: z.string().trim().min(1, 'Package name is required').max(120),
  employee_only: money('Employee only'),
  employee_spouse: money('Employee + spouse'),
  employee_dependent: money('Employee + dependent'),
  family: money('Family'),
});
export const packageBodySchema = z.object({ ...organizationField, data: packageSchema });
export type PackageInput = z.infer<typeof packageSchema>;

export const deleteBodySchema = z.object({ ...organizationField, data: z.object({ id: id() }) });

export const costSchema = z
  .object({
    id: id().optional().nullable(),
    /** Required with id. */
    version: version().optional().nullable(),
    cost_type: z.enum(COST_TYPES, { error: 'Cost type is required' }),
    /** The custom cost category's name (the wire's cost_list_id); required for custom costs. */
    cost_list_id: z.string().trim().max(80).optional().nullable(),
    cost_name: z.string().trim().min(1, 'Cost name is required').max(120),
    percent: requiredNumber('Cost'),
    cost_option: z.enum(['flat', 'percentage'], { error: 'Type is required' }),
    /** 1 from Revenue, 2 from Total Wage. */
    from: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1),
    industry: id('Industry').optional().nullable(),
    frequency: z.enum(FREQUENCIES).default('once'),
  })
  .superRefine((c, ctx) => {
    if (c.percent < 0)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Cost must be at least 0' });
    if (c.cost_option === 'percentage' && c.percent > 100) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Percent must be between 0 and 100' });
    } else if (c.percent > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: `Cost must be at most ${MAX_AMOUNT}` });
    }
    if (c.cost_type === 'liability_insurance' && !c.industry) {
      ctx.addIssue({ code: 'custom', path: ['industry'], message: 'Industry is required' });
    }
    if (c.cost_type === 'custom_cost' && !c.cost_list_id) {
      ctx.addIssue({ code: 'custom', path: ['cost_list_id'], message: 'Category name is required' });
    }
  });
export const costBodySchema = z.object({ ...organizationField, data: costSchema });
export type CostInput = z.infer<typeof costSchema>;

export const listQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: perPageSchema([5, 15, 25, 50], 5),
  state_id: id('State').optional(),
  city_id: id('City').optional(),
  sort: z
    .enum(['state', 'city', 'rate', 'tax_type', 'accrual_rate', 'accrual_cap_per_year', 'total_cap'])
    .default('state'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The areas of the settings audit log (the History drawers; webhooks: docs/product/webhooks.md). */
export const AUDIT_AREAS = [
  'suta',
  'wc',
  'sales_tax',
  'spto',
  'healthcare',
  'costs',
  'options',
  'api_keys',
  'webhooks',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const historyQuerySchema = z.object({
  area: z.enum(AUDIT_AREAS).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
