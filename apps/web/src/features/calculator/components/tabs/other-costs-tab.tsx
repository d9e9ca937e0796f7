import type { CostType } from '@app/contracts/settings';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type CostTarget, useSettingsEditors } from '../../../../components/settings-editors';
import { formatMoney } from '../../../../lib/format';
import { useSettingsAccess } from '../../../../lib/org-settings/access';
import type { CostItem } from '../../../../lib/org-settings/types';
import { COST_SECTIONS } from '../../model/cost-sections';
import { CountInput } from '../number-fields';
import { fieldOf, type TabProps } from './tab-props';
import { ToggleSection } from './toggle-section';

const PER: Record<CostItem['frequency'], string> = {
  once: '',
  hour: ' per hour',
  week: ' per week',
  month: ' per month',
};

/**
 * How an item is charged, in words. A percentage interest item is a yearly rate over the payment terms on
 * wages, employer taxes and workers' comp (docs/product/calculator.md#other-costs-tab), not a share of revenue.
 */
const amountOf = (c: CostItem, termsDays: unknown) => {
  if (c.cost_option !== 'percentage') return `${formatMoney(c.percent)}${PER[c.frequency] ?? ''}`;
  if (c.cost_type === 'interest') {
    const days =
      termsDays === '' || termsDays === null || termsDays === undefined ? 'the' : String(termsDays);
    const terms = days === 'the' ? 'the payment terms' : `${days} days of payment terms`;
    return `${c.percent}% a year ÷ 360 × ${terms}, on wages, taxes and workers' comp`;
  }
  return `${c.percent}% of ${c.from === 2 ? 'total wages' : 'revenue'}`;
};

/** Other Costs: payment terms, and a switched section per cost type with the organisation's costs to tick. */
export function OtherCostsTab({ form, index, person, essential, lookups }: TabProps) {
  const field = fieldOf(form, index);
  const path = (f: string) => `persons.${index}.othercost.${f}`;
  const access = useSettingsAccess();
  const { CostModal } = useSettingsEditors();
  const [adding, setAdding] = useState<CostTarget | null>(null);
  const o = person.othercost;
  const categories = [
    ...new Set(lookups.costs.filter((c) => c.cost_type === 'custom_cost').map((c) => c.cost_list_id ?? '')),
  ].filter(Boolean);

  const toggle = (type: CostType) => (on: boolean) => {
    form.setFieldValue(path(`toggles.${type}`), on);
    if (!on) form.setFieldValue(path(`costTypes_and_ids.${type}`), []);
    form.clearFieldError(path(`costTypes_and_ids.${type}`));
  };
  const tick = (type: CostType, id: string, on: boolean) => {
    const list = o.costTypes_and_ids[type] ?? [];
    form.setFieldValue(path(`costTypes_and_ids.${type}`), on ? [...list, id] : list.filter((x) => x !== id));
    form.clearFieldError(path(`costTypes_and_ids.${type}`));
  };

  return (
    <Stack gap="sm">
      <CountInput
        label="Payment terms (days)"
        name="othercost_number_of_days"
        description="Days until the client pays: the period interest is charged for"
        w={{ base: '100%', sm: 280 }}
        allowDecimal={false}
        {...field('othercost.number_of_days')}
      />
      {COST_SECTIONS.map(({ type, title }) => {
        const items = lookups.costs.filter((c) => c.cost_type === type);
        const selected = o.costTypes_and_ids[type] ?? [];
        const error = form.errors[path(`costTypes_and_ids.${type}`)];
        return (
          <ToggleSection
            key={type}
            label={title}
            description={
              type === 'interest'
                ? "Financing the payment terms: yearly rate ÷ 360 × payment-term days × (wages + employer taxes + workers' comp and insurance)"
                : undefined
            }
            checked={!!o.toggles[type]}
            blocked={essential}
            onChange={toggle(type)}
            error={error}
          >
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                No Data
              </Text>
            ) : (
              <Stack gap={6}>
                {items.map((c) => (
                  <Checkbox
                    key={c.id}
                    label={
                      <Group gap={6} wrap="wrap">
                        {type === 'custom_cost' && c.cost_list_id && (
                          <Text span size="sm" c="dimmed">
                            {c.cost_list_id}:
                          </Text>
                        )}
                        <Text span size="sm">
                          {c.name}
                        </Text>
                        <Text span size="sm" c="dimmed" className="tabular">
                          {amountOf(c, o.number_of_days)}
                        </Text>
                      </Group>
                    }
                    checked={selected.includes(String(c.id))}
                    onChange={(e) => tick(type, String(c.id), e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            )}
            {access.canWrite && (
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setAdding({ type, item: null, category: categories[0] })}
                >
                  Add {type === 'custom_cost' ? 'custom cost' : title.toLowerCase()}
                </Button>
              </Group>
            )}
          </ToggleSection>
        );
      })}
      <CostModal target={adding} categories={categories} onClose={() => setAdding(null)} />
    </Stack>
  );
}
