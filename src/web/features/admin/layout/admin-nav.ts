import {
  Bike,
  ChartColumn,
  ChefHat,
  ClipboardList,
  Clock,
  Coins,
  HeartHandshake,
  LayoutDashboard,
  Package,
  Printer,
  Receipt,
  Settings,
  Star,
  Tags,
  TicketPercent,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Permission } from '@shared/staff-roles';

type NavEntry = { to: string; label: string; icon: LucideIcon; end: boolean; permission: Permission };

/** The admin's pages, each with the permission it needs: the sidebar shows a role only its own. */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true, permission: 'reports' },
  { to: '/admin/products', label: 'Produtos', icon: Package, end: false, permission: 'menu' },
  { to: '/admin/categories', label: 'Categorias', icon: Tags, end: false, permission: 'menu' },
  { to: '/admin/orders', label: 'Pedidos', icon: ClipboardList, end: false, permission: 'orders' },
  { to: '/admin/caixa', label: 'Caixa', icon: Wallet, end: false, permission: 'register' },
  { to: '/admin/kitchen', label: 'Cozinha', icon: ChefHat, end: false, permission: 'orders' },
  { to: '/admin/entregadores', label: 'Entregadores', icon: Bike, end: false, permission: 'orders' },
  // An 'Entregador' account's own deliveries (docs/product.md#couriers).
  { to: '/admin/entregas', label: 'Minhas entregas', icon: Bike, end: false, permission: 'deliveries' },
  { to: '/admin/coupons', label: 'Cupons', icon: TicketPercent, end: false, permission: 'menu' },
  { to: '/admin/cashback', label: 'Cashback', icon: Coins, end: false, permission: 'settings' },
  { to: '/admin/avaliacoes', label: 'Avaliações', icon: Star, end: false, permission: 'reports' },
  {
    to: '/admin/sentimos-sua-falta',
    label: 'Sentimos sua falta',
    icon: HeartHandshake,
    end: false,
    permission: 'settings',
  },
  { to: '/admin/relatorios', label: 'Relatórios', icon: ChartColumn, end: false, permission: 'reports' },
  { to: '/admin/hours', label: 'Horários', icon: Clock, end: false, permission: 'settings' },
  { to: '/admin/settings', label: 'Configurações', icon: Settings, end: false, permission: 'settings' },
  { to: '/admin/printers', label: 'Impressoras', icon: Printer, end: false, permission: 'settings' },
  // NFC-e (docs/product.md#nfc-e): the owner's only.
  { to: '/admin/fiscal', label: 'Fiscal', icon: Receipt, end: false, permission: 'fiscal' },
  { to: '/admin/team', label: 'Equipe', icon: Users, end: false, permission: 'team' },
] as const satisfies readonly NavEntry[];

/** The page an admin address belongs to: the longest item that is it or a parent of it. */
export function navItemOf(pathname: string): NavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [...(ADMIN_NAV as readonly NavEntry[])]
    .filter((i) => (i.end ? path === i.to : path === i.to || path.startsWith(`${i.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
