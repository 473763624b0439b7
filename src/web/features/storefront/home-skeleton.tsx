/** First load of the home (skeletons for lists that load, with the loading texts of docs/product.md#storefront). */
export function HomeSkeleton() {
  const bar = 'animate-pulse rounded-lg bg-line/70';
  return (
    <main className="mx-auto max-w-5xl" aria-busy="true">
      <div className="relative">
        <div className="h-40 animate-pulse bg-line/60 sm:aspect-[16/5] sm:h-auto lg:mt-4 lg:rounded-2xl" />
        <div className="absolute -bottom-10 left-4 size-20 rounded-full border-4 border-surface bg-line sm:left-6 sm:size-24" />
      </div>
      <div className="px-4 pt-12 sm:px-6 sm:pt-14">
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <span
            aria-hidden
            className="inline-block size-4 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
          />
          Carregando loja...
        </div>
        <div className={`${bar} mt-3 h-7 w-48`} />
        <div className={`${bar} mt-2 h-4 w-64`} />
      </div>
      <div className="mt-7 px-4 sm:px-6" role="status" aria-label="Carregando produtos...">
        <div className={`${bar} h-6 w-28`} />
        <div className="mt-3 flex gap-3 overflow-hidden">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={`${bar} aspect-square w-40 shrink-0 rounded-xl sm:w-48`} />
          ))}
        </div>
      </div>
      <div
        className="mt-6 flex gap-3 overflow-hidden border-b border-line px-4 pb-3 sm:px-6"
        role="status"
        aria-label="Carregando categorias..."
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-6 w-24 shrink-0`} />
        ))}
      </div>
    </main>
  );
}
