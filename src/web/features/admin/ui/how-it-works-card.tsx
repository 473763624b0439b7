import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';

export type HowItWorksStep = { icon: LucideIcon; text: string };

/** 'Como funciona': the rules the server applies to a program, said once for the owner. */
export function HowItWorksCard({ steps }: { steps: HowItWorksStep[] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 font-semibold">Como funciona</h2>
      <ul className="flex flex-col gap-3">
        {steps.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="pt-1.5 text-ink/90">{text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
