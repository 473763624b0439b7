import { STORE_TIME_ZONE } from '@shared/schedule';

const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A person in Equipe: the name ('(você)' beside one's own), the email and since when ('desde', 'pedido em'). */
export function MemberInfo({
  name,
  email,
  dateLabel,
  date,
  you,
}: {
  name: string;
  email: string;
  dateLabel: string;
  date: string;
  you?: boolean;
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium">
        {name}
        {you && <span className="ml-2 text-xs font-normal text-muted">(você)</span>}
      </p>
      <p className="text-sm text-muted">
        {email} · {dateLabel} {dateFmt.format(new Date(date))}
      </p>
    </div>
  );
}
