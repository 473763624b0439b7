import {
  ChartColumn,
  ChefHat,
  ClipboardList,
  Clock,
  LayoutDashboard,
  Package,
  Printer,
  Settings,
  Tags,
  TicketPercent,
  Users,
} from 'lucide-react';

export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Produtos', icon: Package, end: false },
  { to: '/admin/categories', label: 'Categorias', icon: Tags, end: false },
  { to: '/admin/orders', label: 'Pedidos', icon: ClipboardList, end: false },
  { to: '/admin/kitchen', label: 'Cozinha', icon: ChefHat, end: false },
  { to: '/admin/coupons', label: 'Cupons', icon: TicketPercent, end: false },
  { to: '/admin/relatorios', label: 'Relatórios', icon: ChartColumn, end: false },
  { to: '/admin/hours', label: 'Horários', icon: Clock, end: false },
  { to: '/admin/settings', label: 'Configurações', icon: Settings, end: false },
  { to: '/admin/printers', label: 'Impressoras', icon: Printer, end: false },
  { to: '/admin/team', label: 'Equipe', icon: Users, end: false },
];
