import { createContext, useContext } from 'react';
import type { SettingsTabKey } from '../../../lib/org-settings/plan';

export interface SettingsPageContext {
  canWrite: boolean;
  /** The tabs this plan shows, in order. */
  tabs: SettingsTabKey[];
  go: (tab: SettingsTabKey) => void;
}

export const SettingsCtx = createContext<SettingsPageContext>({ canWrite: false, tabs: [], go: () => {} });

export const useSettingsPage = () => useContext(SettingsCtx);
