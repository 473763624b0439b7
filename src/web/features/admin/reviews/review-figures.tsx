import { MessageSquareText, MessageSquareWarning, Star, Users } from 'lucide-react';
import type { AdminReviews } from '@shared/contract/reviews';
import { formatAverage, REVIEW_TAG_LABELS } from '@shared/reviews';
import { Card } from '@web/components/ui/card';
import { StatCard } from '../ui/stat-card';

/** The period's average, how many rated, how many wrote and wait for an answer. */
export function ReviewFigures({ summary, days }: { summary: AdminReviews['summary']; days: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="review-figures">
      <StatCard
        label="Nota média"
        value={summary.average === null ? '–' : `${formatAverage(summary.average)} ★`}
        sub={`últimos ${days} dias`}
        icon={<Star className="size-5" aria-hidden />}
      />
      <StatCard
        label="Avaliações"
        value={String(summary.count)}
        sub={`últimos ${days} dias`}
        icon={<Users className="size-5" aria-hidden />}
      />
      <StatCard
        label="Com comentário"
        value={String(summary.withComment)}
        icon={<MessageSquareText className="size-5" aria-hidden />}
      />
      <StatCard
        label="Sem resposta"
        value={String(summary.unanswered)}
        icon={<MessageSquareWarning className="size-5" aria-hidden />}
      />
    </div>
  );
}

/** How many gave each number of stars, and what went wrong most. */
export function StarsAndTags({ summary }: { summary: AdminReviews['summary'] }) {
  const most = Math.max(1, ...summary.stars);
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="font-semibold">Notas</h2>
      <ul className="flex flex-col gap-1.5" aria-label="Avaliações por nota">
        {[5, 4, 3, 2, 1].map((n) => (
          <li key={n} className="flex items-center gap-2 text-sm">
            <span className="w-8 shrink-0 text-muted">{n} ★</span>
            <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-canvas">
              <span
                className="block h-full rounded-full bg-amber-400"
                style={{ width: `${(summary.stars[n - 1]! / most) * 100}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums">{summary.stars[n - 1]}</span>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="mb-2 font-semibold">O que mais reclamaram</h2>
        {summary.tags.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="review-tags">
            {summary.tags.map((t) => (
              <li key={t.tag} className="rounded-full bg-canvas px-3 py-1 text-sm">
                {REVIEW_TAG_LABELS[t.tag]} <strong>{t.count}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Nenhuma reclamação marcada no período.</p>
        )}
      </div>
    </Card>
  );
}
