import type { NavItem } from '../features/navigation/lib/nav-item';
import { paths } from './paths';

/** The main navigation, in order. Link only pages that exist (see router.tsx). */
export const navItems: readonly NavItem[] = [{ label: 'Home', to: paths.home, end: true }];
