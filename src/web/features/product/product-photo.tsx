import { ArrowLeft } from 'lucide-react';
import type { ProductDetail } from '@shared/contract/menu';
import { FoodImage } from '@web/components/food-image';

/** The product's picture, which stays in view on wide screens, with 'Voltar' over it. */
export function ProductPhoto({ product: p, onBack }: { product: ProductDetail; onBack: () => void }) {
  return (
    <div className="relative md:sticky md:top-22 md:self-start">
      <FoodImage
        src={p.imageUrl}
        alt={p.name}
        width={640}
        height={480}
        fetchPriority="high"
        className="aspect-[4/3] w-full bg-canvas object-cover md:rounded-2xl"
      />
      <button
        type="button"
        onClick={onBack}
        aria-label="Voltar"
        className="absolute top-3 left-3 flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-md hover:bg-surface"
      >
        <ArrowLeft className="size-5" aria-hidden />
      </button>
    </div>
  );
}
