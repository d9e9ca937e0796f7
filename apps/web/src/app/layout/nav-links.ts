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

export interface NavLinkItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
}

/**
 * The signed-in page links, in the product's order (Messages and Logout sit in the header):
 * docs/product/dashboard.md#signed-in-header-all-pages. The one list: the desktop sidebar and the phone drawer
 * both read it, so a new page is one line here.
 */
export const mainLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Calculations', to: paths.calculations, icon: IconListDetails },
  { label: 'Quotes', to: paths.quotes, icon: IconFileInvoice },
  { label: 'Calculator', to: paths.calculator, icon: IconCalculator },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
];
