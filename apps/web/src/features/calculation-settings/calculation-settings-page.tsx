import { ActionIcon, Alert, Button, Group, ScrollArea, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SetupChecklistCard } from '../../components/setup-checklist-card';
import { paths } from '../../config/paths';
import { useSettingsAccess } from '../../lib/org-settings/access';
import type { SettingsTabKey } from '../../lib/org-settings/plan';
import { HealthcareTab } from './components/healthcare-tab';
import { IntroModal } from './components/intro-modal';
import { OtherCostsTab } from './components/other-costs-tab';
import { SalesTaxTab } from './components/sales-tax-tab';
import { SettingsCtx } from './components/settings-context';
import { SptoTab } from './components/spto-tab';
import { SutaTab } from './components/suta-tab';
import { TutorialOverlay } from './components/tutorial-overlay';
import { WcTab } from './components/wc-tab';
import { isTabKey, SETTINGS_TABS } from './utils/tabs';

const panels: Record<SettingsTabKey, () => ReactNode> = {
  srates: SutaTab,
  workercomcodes: WcTab,
  stax: SalesTaxTab,
  spto: SptoTab,
  hcareplans: HealthcareTab,
  othercost: OtherCostsTab,
};

/**
 * /settings/calculation-settings: the six tables every calculation reads, tab by tab in the product's order
 * (docs/product/calculation-settings.md).
 */
export function CalculationSettingsPage() {
  const { canWrite, tabs } = useSettingsAccess();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: SettingsTabKey = isTabKey(requested) && tabs.includes(requested) ? requested : 'srates';
  const tutorial = params.get('tutorial') === '1';
  const [introOpen, setIntroOpen] = useState(false);

  const go = useCallback(
    (tab: SettingsTabKey) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // On a phone the tab strip scrolls; keep the open tab in view (Continue may open one off-screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the open tab changes
  useEffect(() => {
    document
      .querySelector(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active]);

  // The walkthrough opens from its button only: a new organisation is led by the setup checklist instead
  // of slideshows (docs/product/calculation-settings.md#a-new-organisation).
  const closeIntro = () => setIntroOpen(false);
  const endTutorial = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('tutorial');
      return next;
    });

  const ctx = useMemo(() => ({ canWrite, tabs, go }), [canWrite, tabs, go]);
  const shown = SETTINGS_TABS.filter((t) => tabs.includes(t.key));

  return (
    <SettingsCtx.Provider value={ctx}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.settings}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Back to settings"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
          <Title order={2}>Calculation Settings</Title>
        </Group>
        <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => setIntroOpen(true)}>
          Setting up your Calculator
        </Button>
      </Group>
      <SetupChecklistCard mb="md" />
      {!canWrite && (
        <Alert color="blue" icon={<IconInfoCircle />} mb="md" title="View only">
          You can see these settings. Only an Owner, Admin or Manager of your organisation can change them.
        </Alert>
      )}
      <Tabs value={active} onChange={(v) => isTabKey(v) && go(v)} keepMounted={false}>
        <ScrollArea type="never" mb="md">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {shown.map((t) => (
              <Tabs.Tab key={t.key} value={t.key} style={{ whiteSpace: 'nowrap' }}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {SETTINGS_TABS.map(({ key }) => {
          const Panel = panels[key];
          return (
            <Tabs.Panel key={key} value={key}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <IntroModal opened={introOpen} onClose={closeIntro} />
      {tutorial && <TutorialOverlay tabs={tabs} onTab={go} onClose={endTutorial} />}
    </SettingsCtx.Provider>
  );
}
