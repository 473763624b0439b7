import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One titled part of the order's detail (Cliente, Endereço, Itens...), a line above all but the first. */
export function DetailSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-1.5 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}
