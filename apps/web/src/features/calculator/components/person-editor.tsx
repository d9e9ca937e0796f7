import type { PricingSnapshot } from '@app/pricing';
import { Button, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { CalculatorLookups } from '../hooks/use-lookups';
import { type PersonForm, SECTION_LABELS, SECTIONS, type Section } from '../model/person-form';
import { AssignmentTab } from './tabs/assignment-tab';
import { BenefitsTab } from './tabs/benefits-tab';
import { BillTab } from './tabs/bill-tab';
import { OtherCostsTab } from './tabs/other-costs-tab';
import { PayTab } from './tabs/pay-tab';
import type { WizardForm } from './wizard-form';

/**
 * The person on screen: its title, Delete, the five tabs in the product's order, and Back / Continue
 * (docs/product/calculator.md#job_detail).
 */
export function PersonEditor({
  form,
  index,
  person,
  tab,
  essential,
  lookups,
  snapshot,
  saving,
  lastStep,
  onTab,
  onBack,
  onContinue,
  onDelete,
  onEditJob,
}: {
  form: WizardForm;
  index: number;
  person: PersonForm;
  tab: Section;
  essential: boolean;
  lookups: CalculatorLookups;
  snapshot: PricingSnapshot | undefined;
  saving: boolean;
  /** Continue on this tab saves the calculation. */
  lastStep: boolean;
  onTab: (tab: Section) => void;
  onBack: () => void;
  onContinue: () => void;
  onDelete: () => void;
  onEditJob: () => void;
}) {
  const props = { form, index, person, essential, lookups };
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the five tabs scroll sideways: keep the open one in sight (Continue moves to one off-screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes; it reads the DOM
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollTo({ left: offset - (list.clientWidth - active.offsetWidth) / 2, behavior: 'instant' });
  }, [tab]);
  const where = person.wc_states
    .map((l) => [lookups.stateCode(l.state_id), l.wc_settings?.nick_name].filter(Boolean).join(' · '))
    .join(', ');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={4} lineClamp={2}>
            Person {index + 1}: {person.job_name}
          </Title>
          <Text size="xs" c="dimmed">
            {where}{' '}
            <Button variant="subtle" size="compact-xs" onClick={onEditJob}>
              Edit job and locations
            </Button>
          </Text>
        </div>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
      <Tabs value={tab} onChange={(v) => v && onTab(v as Section)} keepMounted={false}>
        <Tabs.List
          ref={tabList}
          mb="md"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s} px="sm" style={{ whiteSpace: 'nowrap' }}>
              {SECTION_LABELS[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="pay">
          <PayTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="bill">
          <BillTab {...props} snapshot={snapshot} />
        </Tabs.Panel>
        <Tabs.Panel value="assignment">
          <AssignmentTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="benifits">
          <BenefitsTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="othercost">
          <OtherCostsTab {...props} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue} loading={saving && lastStep} disabled={saving}>
          Continue
        </Button>
      </Group>
    </Paper>
  );
}
