import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { canEditOrder } from '@shared/order-edit';
import { shortOrderId } from '@shared/order-number';
import { Spinner } from '@web/components/ui/spinner';
import { AddressSection } from '../counter-order/address-section';
import { ProductOptionsDialog } from '../counter-order/product-options-dialog';
import { useProductPicker } from '../counter-order/use-product-picker';
import { useAdminOrder, type AdminOrderDetail } from '../orders/orders-api';
import { PageHeader } from '../ui/page-header';
import { EditItemsSection } from './edit-items-section';
import { EditPaymentSection } from './edit-payment-section';
import { EditSummary } from './edit-summary';
import { useOrderEdit } from './use-order-edit';

const back = (
  <Link
    to="/admin/orders"
    className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold hover:bg-canvas"
  >
    <ArrowLeft className="size-4" aria-hidden /> Pedidos
  </Link>
);

/**
 * /admin/orders/:id/edit, 'Alterar pedido' (docs/product.md#editing-an-order): the order's lines,
 * more from the menu, where it goes and how it is paid, priced by the server before saving.
 */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const { data: order, isPending, isError } = useAdminOrder(id);
  if (isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" />
      </div>
    );
  if (isError || !order)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title="Alterar pedido" actions={back} />
        <p role="alert" className="text-danger">
          Pedido não encontrado.
        </p>
      </div>
    );
  if (!canEditOrder(order))
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={`Pedido #${shortOrderId(order.id)}`} actions={back} />
        <p role="alert" className="rounded-xl bg-canvas p-4">
          Este pedido não pode mais ser alterado: ele já saiu, foi entregue, cancelado ou aguarda o pagamento online.
        </p>
      </div>
    );
  return <EditForm order={order} />;
}

function EditForm({ order }: { order: AdminOrderDetail }) {
  const edit = useOrderEdit(order);
  const picker = useProductPicker(edit.setDraft);
  const quote = edit.quote.data;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={`Alterar pedido #${shortOrderId(order.id)}`}
        subtitle={`${order.customerName} · ${order.customerPhone}. O cliente vê a alteração no pedido dele.`}
        actions={back}
      />
      <form onSubmit={edit.submit} noValidate className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <EditItemsSection edit={edit} quote={quote} onPick={picker.pick} />
        </div>
        <div className="flex flex-col gap-4">
          <AddressSection order={edit} delivery={quote?.delivery ?? null} title="Entrega" />
          <EditPaymentSection edit={edit} order={order} />
          <EditSummary edit={edit} quote={quote} />
        </div>
      </form>
      {picker.choosing && (
        <ProductOptionsDialog productId={picker.choosing} onAdd={picker.addLine} onClose={picker.close} />
      )}
    </div>
  );
}
