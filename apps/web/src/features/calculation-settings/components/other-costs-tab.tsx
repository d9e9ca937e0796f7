import { type CostType, costSections } from '@app/contracts/settings';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { CostTarget } from '../../../components/settings-editors';
import { formatMoney, formatPercent } from '../../../lib/format';
import { useIndustries } from '../../../lib/lookups';
import { useSettings } from '../../../lib/org-settings/get-settings';
import type { CostItem } from '../../../lib/org-settings/types';
import { useDeleteCost } from '../api/costs';
import { CostModal, frequencyLabels } from './cost-modal';
import { EditDeleteActions } from './row-actions';
import { useSettingsPage } from './settings-context';
import { SettingsSection } from './settings-section';
import { TabFooter } from './tab-footer';

/** '$45.00 once per assignment' or '3.00% of Revenue'. */
function costAmount(c: CostItem) {
  if (c.cost_option === 'flat')
    return `${formatMoney(c.percent)} ${frequencyLabels[c.frequency].toLowerCase()}`;
  if (c.cost_type === 'interest') return `${formatPercent(c.percent)} a year`;
  return `${formatPercent(c.percent)} of ${c.from === 2 ? 'Total Wage' : 'Revenue'}`;
}

/** Other Costs: the seven fixed sections and the organisation's custom cost categories. */
export function OtherCostsTab() {
  const { canWrite } = useSettingsPage();
  const { data, isPending } = useSettings();
  const { data: industries = [] } = useIndustries();
  const costs = data?.costs ?? [];
  const [target, setTarget] = useState<CostTarget | null>(null);
  const [deleting, setDeleting] = useState<CostItem | null>(null);
  const remove = useDeleteCost();
  const custom = costs.filter((c) => c.cost_type === 'custom_cost');
  const categories = [...new Set(custom.map((c) => c.cost_list_id ?? 'Other'))].sort();
  const industryName = (id: number | null) => industries.find((i) => i.id === id)?.name;

  async function confirmDelete() {
    if (deleting && (await remove.run(deleting, { success: 'Cost deleted' }))) setDeleting(null);
  }

  // Name and amount side by side; on a narrow screen the amount drops under the name, actions stay right.
  const list = (items: CostItem[], label: string) =>
    items.length === 0 ? (
      <Text size="sm" c="dimmed" py={6}>
        {isPending ? 'Fetching data please wait ....' : 'No Data'}
      </Text>
    ) : (
      <Stack gap={0} role="list" aria-label={label}>
        {items.map((c, i) => (
          <Group
            key={c.id}
            role="listitem"
            wrap="nowrap"
            gap="xs"
            py={6}
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Group justify="space-between" wrap="wrap" gap={2} style={{ flex: 1, minWidth: 0 }}>
              <div>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                {c.industry_id && (
                  <Text size="xs" c="dimmed">
                    {industryName(c.industry_id)}
                  </Text>
                )}
              </div>
              <Text size="sm" className="tabular">
                {costAmount(c)}
              </Text>
            </Group>
            {canWrite && (
              <EditDeleteActions
                name={c.name}
                onEdit={() => setTarget({ type: c.cost_type, item: c })}
                onDelete={() => setDeleting(c)}
              />
            )}
          </Group>
        ))}
      </Stack>
    );

  const section = (type: CostType, title: string) => {
    const items = costs.filter((c) => c.cost_type === type);
    return (
      <Paper key={type} withBorder radius="md" p="md">
        <Group justify="space-between" mb={4} wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={4} size="h5">
              {title}
            </Title>
            <Badge variant="light" color="gray" size="sm">
              {items.length}
            </Badge>
          </Group>
          {canWrite && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setTarget({ type, item: null })}
              aria-label={`Add ${title}`}
              style={{ flexShrink: 0 }}
            >
              Add
            </Button>
          )}
        </Group>
        {list(items, title)}
      </Paper>
    );
  };

  return (
    <>
      <SettingsSection
        tab="othercost"
        title="Other Costs"
        hint="Costs the calculator can add to an assignment: flat amounts, or a percentage of revenue or of total wage."
        pb={0}
        mb="md"
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
        {costSections.map((s) => section(s.type, s.title))}
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb={4}>
            <Title order={4} size="h5">
              Custom Costs
            </Title>
            {canWrite && (
              <Button
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                onClick={() => setTarget({ type: 'custom_cost', item: null })}
              >
                Create Custom Cost
              </Button>
            )}
          </Group>
          {categories.length === 0 && list([], 'Custom costs')}
          {categories.map((cat) => (
            <Stack key={cat} gap={2} mt="sm">
              <Group justify="space-between">
                <Text size="sm" fw={600} c="dimmed" tt="uppercase">
                  {cat}
                </Text>
                {canWrite && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconPlus size={12} />}
                    onClick={() => setTarget({ type: 'custom_cost', item: null, category: cat })}
                    aria-label={`Add to ${cat}`}
                  >
                    Add item
                  </Button>
                )}
              </Group>
              {list(
                custom.filter((c) => (c.cost_list_id ?? 'Other') === cat),
                cat,
              )}
            </Stack>
          ))}
        </Paper>
      </Stack>
      <TabFooter tab="othercost" />
      <CostModal target={target} categories={categories} onClose={() => setTarget(null)} />
      <ConfirmModal
        opened={!!deleting}
        message={`Are you sure you want to delete this ${deleting?.cost_type === 'custom_cost' ? 'item' : 'cost'}?`}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.pending}
      />
    </>
  );
}
