import { type SettingsEditors, SettingsEditorsProvider } from '../../components/settings-editors';
import { CostModal } from '../../features/calculation-settings/components/cost-modal';
import { InlineWcCode } from '../../features/calculation-settings/components/inline-wc-code';
import { PackageModal } from '../../features/calculation-settings/components/package-modal';
import { WcSettingsModal } from '../../features/calculation-settings/components/wc-settings-modal';
import { CalculatorPage } from '../../features/calculator/calculator-page';

const editors: SettingsEditors = { PackageModal, CostModal, WcSettingsModal, InlineWcCode };

/** The calculator with the settings editors it opens in place (a missing package, cost or WC code). */
export function CalculatorRoute() {
  return (
    <SettingsEditorsProvider value={editors}>
      <CalculatorPage />
    </SettingsEditorsProvider>
  );
}
