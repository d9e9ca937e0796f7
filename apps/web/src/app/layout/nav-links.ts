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

/** The signed-in header links of the spec, in its order (Messages and Logout sit on the right). */
export const mainLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Calculations', to: paths.calculations, icon: IconListDetails },
  { label: 'Quotes', to: paths.quotes, icon: IconFileInvoice },
  { label: 'Calculator', to: paths.calculator, icon: IconCalculator },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
];
