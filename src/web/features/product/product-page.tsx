import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatBRL } from '@shared/money';
import { lineTotalCents, partsPriceCents } from '@shared/pricing';
import { FoodImage } from '@web/components/food-image';
import { PopularBadge, VegMarker } from '@web/components/product-badges';
import { StatusMessage } from '@web/components/status-message';
import { useDocumentMeta } from '@web/components/use-document-meta';
import { ApiError } from '@web/lib/api';
import { HydrateLater, pageAdopted } from '@web/lib/hydrate-later';
import { toast } from '@web/lib/toast';
import { addToCart } from '../cart/cart-actions';
import { QuantityStepper } from '../cart/quantity-stepper';
import { productMeta } from '../storefront/page-meta';
import { useStorefrontStore } from '../storefront/use-storefront-store';
import { OptionGroup } from './option-group';
import { PARTS_COUNT, partsFromInput, PartsPicker, type PartChoice } from './parts-picker';
import { useProduct } from './product-api';
import {
  choicesComplete,
  choicesFromInputs,
  itemParts,
  pendingChoice,
  selectedOptions,
  setTaken,
  type Choices,
} from './product-selection';

/** Product detail (docs/product.md#product-page): options, quantity, 'Adicionar R$ total', then /cart. */
export function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const [choices, setChoices] = useState<Choices>({});
  const [quantity, setQuantity] = useState(1);
  const [flavours, setFlavours] = useState<PartChoice>([]);
  // On a page the server rendered, a customer may tick options or the number of flavours before
  // the script takes over: the browser keeps them checked, so they become the page's choices
  // (docs/decisions/010), read once the first pass is drawn and again once every part of the
  // page is adopted (a part adopted later kept what was ticked meanwhile, docs/decisions/014).
  const choicesRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const adoptTicks = () => {
      const ticked = optionsRef.current?.querySelectorAll<HTMLInputElement>('input:checked');
      if (ticked?.length) setChoices(choicesFromInputs(ticked));
      const parts = partsFromInput(choicesRef.current?.querySelector(`input[name="${PARTS_COUNT}"]:checked`));
      // the flavours already chosen stay while their number is the one ticked
      if (parts.length) setFlavours((now) => (now.length === parts.length ? now : parts));
    };
    adoptTicks();
    void pageAdopted().then(adoptTicks);
  }, []);

  const failed = product.isError && !(product.error instanceof ApiError && product.error.status === 404);
  useEffect(() => {
    if (failed) toast.error('Erro ao carregar o produto');
  }, [failed]);

  const p = product.data;
  const options = useMemo(() => (p ? selectedOptions(p.options, choices) : []), [p, choices]);
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));
  const store = useStorefrontStore();
  const meta = p && store.loaded ? productMeta(p, store) : null;
  useDocumentMeta(meta?.title, meta?.description);

  // StatusMessage, not the shared LoadingState: that one brings tailwind-merge into this page.
  if (product.isPending) return <StatusMessage text="Carregando produto..." loading />;
  if (!p) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-xl font-bold">{failed ? 'Erro ao carregar o produto' : 'Produto não encontrado'}</h1>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          Voltar para a página inicial
        </Link>
      </main>
    );
  }

  const parts = itemParts(p, flavours);
  const basePriceCents = parts.length
    ? partsPriceCents(
        parts.map((part) => part.priceCents),
        store.partsPricing,
      )
    : p.priceCents;
  const missingFlavour = flavours.indexOf('');
  const ready =
    !product.isPlaceholderData && !p.soldOut && missingFlavour === -1 && choicesComplete(p.options, choices);
  const total = lineTotalCents({ basePriceCents, selectedOptions: options, quantity });
  const add = () => {
    if (!ready) return;
    if (
      addToCart({
        productId: p.id,
        name: p.name,
        image: p.imageUrl,
        basePriceCents,
        selectedOptions: options,
        parts,
        quantity,
      })
    )
      void navigate('/cart');
  };
  const blocker = p.soldOut
    ? 'Esgotado hoje'
    : missingFlavour !== -1
      ? `Escolha o ${missingFlavour + 2}º sabor`
      : pendingChoice(p.options, choices);

  return (
    <main className="mx-auto max-w-5xl pb-28 md:px-6 md:pt-6 md:pb-10">
      <div className="md:grid md:grid-cols-2 md:gap-8">
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
            onClick={() => void back()}
            aria-label="Voltar"
            className="absolute top-3 left-3 flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-md hover:bg-surface"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </button>
        </div>
        <div className="md:rounded-2xl md:border md:border-line md:bg-surface md:shadow-sm" ref={choicesRef}>
          <div className="bg-surface px-4 pt-4 pb-5 md:rounded-t-2xl">
            <h1 className="text-xl leading-tight font-extrabold sm:text-2xl">{p.name}</h1>
            {(p.popular || p.vegetarian) && (
              <div className="mt-2 flex gap-1.5">
                {p.popular && <PopularBadge />}
                {p.vegetarian && <VegMarker />}
              </div>
            )}
            {p.description && <p className="mt-2 text-sm leading-relaxed text-muted">{p.description}</p>}
            <p className="mt-3 text-lg font-semibold" data-testid="product-base-price">
              {p.hasOptions ? `A partir de ${formatBRL(p.priceCents)}` : formatBRL(p.priceCents)}
            </p>
          </div>
          {p.parts && (
            <HydrateLater step="parts">
              <div className="bg-surface">
                <PartsPicker
                  product={{ ...p, parts: p.parts }}
                  pricing={store.partsPricing}
                  value={flavours}
                  onChange={setFlavours}
                />
              </div>
            </HydrateLater>
          )}
          <div className="bg-surface" ref={optionsRef}>
            {p.options.map((g) => (
              <HydrateLater key={g.id} step={`options-${g.id}`}>
                <OptionGroup
                  group={g}
                  choices={choices}
                  onTake={(variationId, times) => setChoices((c) => setTaken(c, g, variationId, times))}
                />
              </HydrateLater>
            ))}
          </div>
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:rounded-b-2xl md:px-4 md:py-4">
            {blocker && (
              <p className="mb-2 text-center text-xs text-muted md:text-left" data-testid="add-blocker">
                {blocker}
              </p>
            )}
            <div className="mx-auto flex max-w-5xl items-center gap-3">
              <QuantityStepper value={quantity} onChange={setQuantity} label="Quantidade" />
              <button
                type="button"
                onClick={add}
                disabled={!ready}
                data-testid="add-to-cart"
                className="flex min-h-12 min-w-0 flex-1 items-center justify-between gap-1.5 rounded-xl bg-primary px-3 text-[15px] font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50 sm:px-4 sm:text-base"
              >
                <span>Adicionar</span> <span data-testid="add-total">{formatBRL(total)}</span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </main>
  );
}
