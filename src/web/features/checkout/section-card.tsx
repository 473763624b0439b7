import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';

/** One checkout step: an icon, a title and its content, in a card (docs/look-and-feel.md: one column of cards). */
export function SectionCard({
  icon: Icon,
  title,
  children,
  id,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 flex items-center gap-2.5 text-base font-bold">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
