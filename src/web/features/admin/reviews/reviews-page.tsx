import { useState } from 'react';
import type { ReviewFilter } from '@shared/schemas/reviews';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { cn } from '@web/lib/cn';
import { PageHeader } from '../ui/page-header';
import { ReviewFigures, StarsAndTags } from './review-figures';
import { ReviewItem } from './review-item';
import { ReviewSettingsCard } from './review-settings-card';
import { ReviewTrend } from './review-trend';
import { useAdminReviews } from './reviews-api';

const PERIODS = [7, 30, 90] as const;
const FILTERS: { value: ReviewFilter; label: string; empty: string }[] = [
  { value: 'all', label: 'Todas', empty: 'Nenhuma avaliação neste período.' },
  { value: 'low', label: 'Até 3 estrelas', empty: 'Nenhuma avaliação de até 3 estrelas neste período.' },
  { value: 'comments', label: 'Com comentário', empty: 'Nenhuma avaliação com comentário neste período.' },
  { value: 'unanswered', label: 'Sem resposta', empty: 'Todas as avaliações do período foram respondidas.' },
];

function Chips<T extends string | number>(props: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="flex flex-wrap gap-2">
      {props.options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === props.value}
          onClick={() => props.onChange(o.value)}
          className={cn(
            'min-h-10 rounded-full border px-3 text-sm font-medium',
            o.value === props.value ? 'border-primary bg-primary text-primary-foreground' : 'border-line bg-surface',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** /admin/avaliacoes: what customers said of their orders, week by week, and the answers (docs/product.md#reviews). */
export function ReviewsPage() {
  const [days, setDays] = useState<number>(30);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const q = useAdminReviews(days, filter);
  const { can } = useCurrentUser();
  const periods = (
    <Chips
      label="Período"
      options={PERIODS.map((d) => ({ value: d, label: `${d} dias` }))}
      value={days}
      onChange={setDays}
    />
  );
  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <PageHeader title="Avaliações" subtitle="O que os clientes acharam dos pedidos entregues." actions={periods} />
      {q.isPending ? (
        <LoadingState text="Carregando avaliações..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          Erro ao carregar as avaliações: {q.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <ReviewFigures summary={q.data.summary} days={days} />
          <div className="grid items-start gap-5 lg:grid-cols-2 [&>*]:min-w-0">
            <ReviewTrend weeks={q.data.weeks} />
            <StarsAndTags summary={q.data.summary} />
          </div>
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_320px] [&>*]:min-w-0">
            <section className="flex flex-col gap-3" aria-label="Avaliações">
              <Chips label="Mostrar" options={FILTERS} value={filter} onChange={setFilter} />
              {q.data.reviews.length ? (
                q.data.reviews.map((r) => <ReviewItem key={r.orderId} review={r} />)
              ) : (
                <Card className="p-6 text-center text-sm text-muted">
                  {FILTERS.find((f) => f.value === filter)!.empty}
                </Card>
              )}
            </section>
            {can('settings') && <ReviewSettingsCard saved={q.data.settings} />}
          </div>
        </div>
      )}
    </div>
  );
}
