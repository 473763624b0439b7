/** A choice's name, with 'Esgotado' after it while it is sold out (it cannot be taken then). */
export function ChoiceName({ name, soldOut }: { name: string; soldOut: boolean }) {
  return (
    <span className="flex-1 text-sm">
      {name}
      {soldOut && <span className="ml-2 text-xs font-semibold text-muted uppercase">Esgotado</span>}
    </span>
  );
}

/** 'Obrigatório' on a choice that must be made, 'Ok' once it is. */
export function RequiredBadge({ ok }: { ok: boolean }) {
  return (
    <span
      className={`shrink-0 rounded-md px-2 py-1 text-[11px] font-bold tracking-wide uppercase ${ok ? 'bg-green-100 text-success' : 'bg-ink text-white'}`}
    >
      {ok ? 'Ok' : 'Obrigatório'}
    </span>
  );
}
