import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header';
import { AddressSection } from './address-section';
import { CartSection } from './cart-section';
import { CustomerSection } from './customer-section';
import { OrderTotal } from './order-total';
import { PaymentSection } from './payment-section';
import { ProductOptionsDialog } from './product-options-dialog';
import { useCounterOrder } from './use-counter-order';
import { useProductPicker } from './use-product-picker';

/**
 * /admin/orders/new, 'Novo pedido' (docs/product.md#phone-and-counter-orders): an order taken on
 * the phone or at the counter, keyboard first. Customer and delivery on the left, items and
 * payment on the right; one column of steps on a phone.
 */
export function CounterOrderPage() {
  const order = useCounterOrder();
  const picker = useProductPicker(order.setDraft);
  const quote = order.quote.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Novo pedido"
        subtitle="Pedido por telefone ou no balcão: entra aceito e vai para a cozinha."
        actions={
          <Link
            to="/admin/orders"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold hover:bg-canvas"
          >
            <ArrowLeft className="size-4" aria-hidden /> Pedidos
          </Link>
        }
      />
      <form onSubmit={order.submit} noValidate className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <CustomerSection order={order} />
          <AddressSection order={order} delivery={quote?.delivery ?? null} />
        </div>
        <div className="flex flex-col gap-4">
          <CartSection order={order} quote={quote} onPick={picker.pick} />
          <PaymentSection order={order} />
          <OrderTotal order={order} quote={quote} />
        </div>
      </form>
      {picker.choosing && (
        <ProductOptionsDialog productId={picker.choosing} onAdd={picker.addLine} onClose={picker.close} />
      )}
    </div>
  );
}
