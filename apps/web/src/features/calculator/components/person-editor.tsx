import type { PricingSnapshot } from '@app/pricing';
import { Button, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useId, useRef } from 'react';
import type { CalculatorLookups } from '../hooks/use-lookups';
import type { WizardForm } from '../hooks/use-wizard-form';
import { type PersonForm, SECTION_LABELS, SECTIONS, type Section } from '../model/person-form';
import { AssignmentTab } from './tabs/assignment-tab';
import { BenefitsTab } from './tabs/benefits-tab';
import { BillTab } from './tabs/bill-tab';
import { OtherCostsTab } from './tabs/other-costs-tab';
import { PayTab } from './tabs/pay-tab';

/** The person's title, where they work, Edit job and Delete: rendered again only when one of them changes. */
const PersonHeading = memo(function PersonHeading({
  index,
  jobName,
  where,
  onEditJob,
  onDelete,
}: {
  index: number;
  jobName: string;
  where: string;
  onEditJob: () => void;
  onDelete: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Title order={4} lineClamp={2}>
          Person {index + 1}: {jobName}
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
  );
});

const TAB_LIST_STYLE = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The five tabs in the product's order. Mantine's Tabs (ids `${id}-tab-${value}`) holds only the strip; the
 * editor renders the open panel with the matching ids.
 */
const SectionTabs = memo(function SectionTabs({
  id,
  tab,
  onTab,
}: {
  id: string;
  tab: Section;
  onTab: (tab: Section) => void;
}) {
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
  return (
    <Tabs id={id} value={tab} onChange={(v) => v && onTab(v as Section)}>
      <Tabs.List ref={tabList} mb="md" style={TAB_LIST_STYLE}>
        {SECTIONS.map((s) => (
          <Tabs.Tab key={s} value={s} px="sm" style={NO_WRAP}>
            {SECTION_LABELS[s]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
});

/** Back and Continue (on the last tab Continue saves, with a spinner while it does). */
const EditorActions = memo(function EditorActions({
  saving,
  lastStep,
  onBack,
  onContinue,
}: {
  saving: boolean;
  lastStep: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <Group justify="space-between" mt="lg">
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Button onClick={onContinue} loading={saving && lastStep} disabled={saving}>
        Continue
      </Button>
    </Group>
  );
});

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
  const tabsId = useId();
  const where = person.wc_states
    .map((l) => [lookups.stateCode(l.state_id), l.wc_settings?.nick_name].filter(Boolean).join(' · '))
    .join(', ');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <PersonHeading
        index={index}
        jobName={person.job_name}
        where={where}
        onEditJob={onEditJob}
        onDelete={onDelete}
      />
      <SectionTabs id={tabsId} tab={tab} onTab={onTab} />
      {/* The open tab's panel, outside Tabs so a keystroke does not re-render the tab strip. */}
      <div role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        {tab === 'pay' && <PayTab {...props} />}
        {tab === 'bill' && <BillTab {...props} snapshot={snapshot} />}
        {tab === 'assignment' && <AssignmentTab {...props} />}
        {tab === 'benefits' && <BenefitsTab {...props} />}
        {tab === 'othercost' && <OtherCostsTab {...props} />}
      </div>
      <EditorActions saving={saving} lastStep={lastStep} onBack={onBack} onContinue={onContinue} />
    </Paper>
  );
}
