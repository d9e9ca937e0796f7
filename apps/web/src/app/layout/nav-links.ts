import {
  IconCalculator,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListDetails,
  type IconProps,
  IconSettings,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { isEssentialPlan } from '../../features/calculator/model/plan';

export interface NavLinkItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Not on the Essential plan (docs/product/organizations-and-roles.md#plan-restrictions: no Quotes menu). */
  notOnEssential?: boolean;
}

/**
 * The signed-in page links, in the product's order (Messages and Logout sit in the header):
 * docs/product/dashboard.md#signed-in-header-all-pages. The one list: the desktop sidebar and the phone drawer
 * both read it, so a new page is one line here.
 */
const mainLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Calculations', to: paths.calculations, icon: IconListDetails },
  { label: 'Quotes', to: paths.quotes, icon: IconFileInvoice, notOnEssential: true },
  { label: 'Calculator', to: paths.calculator, icon: IconCalculator },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
];

/** The links the organisation's plan offers: Essential has no Quotes menu. */
export function navLinksFor(planName: string | null | undefined): NavLinkItem[] {
  const essential = isEssentialPlan(planName);
  return mainLinks.filter((l) => !(essential && l.notOnEssential));
}
