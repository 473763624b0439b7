import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StatusMessage } from '@web/components/status-message';
import { useDocumentMeta } from '@web/components/use-document-meta';
import { ApiError } from '@web/lib/api';
import { HydrateLater } from '@web/lib/hydrate-later';
import { toast } from '@web/lib/toast';
import { addToCart } from '../cart/cart-actions';
import { productMeta } from '../storefront/page-meta';
import { useStorefrontStore } from '../storefront/use-storefront-store';
import { AddToCartBar } from './add-to-cart-bar';
import { OptionGroup } from './option-group';
import { PartsPicker } from './parts-picker';
import { useProduct } from './product-api';
import { ProductNotFound } from './product-not-found';
import { ProductPhoto } from './product-photo';
import { productLine, selectedOptions, setTaken } from './product-selection';
import { ProductSummary } from './product-summary';
import { useProductChoices } from './use-product-choices';

/** Product detail (docs/product.md#product-page): options, quantity, 'Adicionar R$ total', then /cart. */
export function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const { choices, setChoices, flavours, setFlavours, choicesRef, optionsRef } = useProductChoices();
  const [quantity, setQuantity] = useState(1);

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
  if (!p) return <ProductNotFound failed={failed} />;

  const line = productLine(p, { flavours, choices, options, quantity }, store.partsPricing);
  const ready = !product.isPlaceholderData && line.complete;
  const add = () => {
    if (!ready) return;
    const { parts, basePriceCents } = line;
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

  return (
    <main className="mx-auto max-w-5xl pb-28 md:px-6 md:pt-6 md:pb-10">
      <div className="md:grid md:grid-cols-2 md:gap-8">
        <ProductPhoto product={p} onBack={() => void back()} />
        <div className="md:rounded-2xl md:border md:border-line md:bg-surface md:shadow-sm" ref={choicesRef}>
          <ProductSummary product={p} />
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
          <AddToCartBar
            blocker={line.blocker}
            quantity={quantity}
            onQuantity={setQuantity}
            totalCents={line.totalCents}
            ready={ready}
            onAdd={add}
          />
        </div>
      </div>
    </main>
  );
}
