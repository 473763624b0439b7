/**
 * Staff roles and what each may do (docs/product.md#staff-roles). The server checks a route's
 * permission (http/guards.ts); the admin hides what a role may not use. One source for both.
 */
export const STAFF_ROLES = ['owner', 'manager', 'attendant', 'courier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Dono',
  manager: 'Gerente',
  attendant: 'Atendente',
  courier: 'Entregador',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Tudo, inclusive a equipe e os dados de pagamento.',
  manager: 'Tudo, menos a equipe e os dados de pagamento.',
  attendant: 'Pedidos, pedidos por telefone e balcão, cozinha e caixa.',
  courier: 'Somente as próprias entregas.',
};

export const PERMISSIONS = [
  /** The orders board, an order's status and printing, the kitchen display, counter orders. */
  'orders',
  /** The cash register: open, sangria, suprimento, close. */
  'register',
  /** What the register should hold, even while the owner wants blind closes ('Fechamento às cegas'). */
  'register-figures',
  /** The dashboard and the reports. */
  'reports',
  /** Products, categories, coupons and their photos. */
  'menu',
  /** The store's settings, hours, delivery fees, printers and the kitchen's rules. */
  'settings',
  /** The PIX key and the receiver's name and city. */
  'payment-settings',
  /** Who is on the team, and with which role. */
  'team',
  /** Giving money back on a paid order. */
  'refunds',
  /** A discount on an order taken by staff. */
  'discounts',
  /** One's own deliveries. */
  'deliveries',
  /** NFC-e: the company's fiscal data, the month's notes and their XMLs, voiding numbers. */
  'fiscal',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The owner runs everything; deliveries are a courier's own. */
const OWNER: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'deliveries');
const MANAGER: readonly Permission[] = OWNER.filter((p) => p !== 'team' && p !== 'payment-settings' && p !== 'fiscal');

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: OWNER,
  manager: MANAGER,
  attendant: ['orders', 'register'],
  courier: ['deliveries'],
};

export function permissionsOf(role: StaffRole | null): Permission[] {
  return role ? [...ROLE_PERMISSIONS[role]] : [];
}

export function can(role: StaffRole | null, permission: Permission): boolean {
  return role !== null && ROLE_PERMISSIONS[role].includes(permission);
}
