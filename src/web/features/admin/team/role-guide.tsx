import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '@shared/staff-roles';
import { Card } from '@web/components/ui/card';

/** What each role may do, beside the list where the owner chooses them. */
export function RoleGuide() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">O que cada perfil pode fazer</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {STAFF_ROLES.map((r) => (
          <div key={r} className="rounded-xl bg-canvas p-3">
            <dt className="font-semibold">{STAFF_ROLE_LABELS[r]}</dt>
            <dd className="text-sm text-muted">{STAFF_ROLE_DESCRIPTIONS[r]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
