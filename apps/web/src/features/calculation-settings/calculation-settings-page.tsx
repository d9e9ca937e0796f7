import { ActionIcon, Alert, Button, Group, ScrollArea, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSettingsAccess } from '../../lib/org-settings/access';
import { useSettings } from '../../lib/org-settings/get-settings';
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

const INTRO_SEEN = 'calculationSettingsIntroSeen';

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
  const { data: settings } = useSettings();
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

  // A new organisation (no states yet) sees the walkthrough once on this browser.
  useEffect(() => {
    if (!settings || tutorial || localStorage.getItem(INTRO_SEEN)) return;
    if (settings.organization_settings.length === 0) setIntroOpen(true);
  }, [settings, tutorial]);

  // On a phone the tab strip scrolls; keep the open tab in view (Continue may open one off-screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the open tab changes
  useEffect(() => {
    document
      .querySelector(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active]);

  const closeIntro = () => {
    localStorage.setItem(INTRO_SEEN, 'true');
    setIntroOpen(false);
  };
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
        <Tabs.Panel value="srates">
          <SutaTab />
        </Tabs.Panel>
        <Tabs.Panel value="workercomcodes">
          <WcTab />
        </Tabs.Panel>
        <Tabs.Panel value="stax">
          <SalesTaxTab />
        </Tabs.Panel>
        <Tabs.Panel value="spto">
          <SptoTab />
        </Tabs.Panel>
        <Tabs.Panel value="hcareplans">
          <HealthcareTab />
        </Tabs.Panel>
        <Tabs.Panel value="othercost">
          <OtherCostsTab />
        </Tabs.Panel>
      </Tabs>
      <IntroModal opened={introOpen} onClose={closeIntro} />
      {tutorial && <TutorialOverlay tabs={tabs} onTab={go} onClose={endTutorial} />}
    </SettingsCtx.Provider>
  );
}
