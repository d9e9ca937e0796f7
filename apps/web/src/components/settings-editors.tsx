import type { CostType } from '@app/contracts/settings';
import { type ComponentType, createContext, useContext } from 'react';
import type { CostItem, HealthPackage, Location, WcCode } from '../lib/org-settings/types';

/** What to add or edit in the cost modal. */
export interface CostTarget {
  type: CostType;
  item: CostItem | null;
  /** A custom category to add into. */
  category?: string;
}

/** One WC code typed in the calculator for a state that has none; onSaved gets the code once stored. */
export interface InlineWcCodeProps {
  location: Location;
  onSaved: (code: Omit<WcCode, 'id'>) => void;
}

/**
 * The organisation's settings editors (healthcare package, cost, a state's WC codes) that other pages open in
 * place, so a recruiter can add a missing package or code without leaving the calculator. The settings feature
 * owns them; the app's routes hand them to the pages that need them, so features never import each other.
 */
export interface SettingsEditors {
  PackageModal: ComponentType<{ opened: boolean; pkg: HealthPackage | null; onClose: () => void }>;
  CostModal: ComponentType<{ target: CostTarget | null; categories: string[]; onClose: () => void }>;
  WcSettingsModal: ComponentType<{ location: Location | null; readOnly: boolean; onClose: () => void }>;
  InlineWcCode: ComponentType<InlineWcCodeProps>;
}

const SettingsEditorsContext = createContext<SettingsEditors | null>(null);

export const SettingsEditorsProvider = SettingsEditorsContext.Provider;

export function useSettingsEditors(): SettingsEditors {
  const editors = useContext(SettingsEditorsContext);
  if (!editors) throw new Error('useSettingsEditors needs a SettingsEditorsProvider (see app/routes)');
  return editors;
}
