import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';

/** A compact choice of role ('Dono', 'Gerente', 'Atendente', 'Entregador') for a person in Equipe. */
export function RoleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as StaffRole)}
      className="min-h-11 rounded-xl border border-line bg-surface px-3 pr-8 text-sm font-semibold text-ink focus:border-primary focus:outline-none disabled:opacity-60"
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {STAFF_ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}
