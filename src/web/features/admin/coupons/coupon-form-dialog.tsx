import type { AdminCoupon } from '@shared/contract/coupons';
import { Button } from '@web/components/ui/button';
import { AdminDialog } from '../ui/admin-dialog';
import { CouponConditionsGroup } from './coupon-conditions-group';
import { CouponDiscountGroup } from './coupon-discount-group';
import { useCouponForm } from './use-coupon-form';

/** Create or edit a coupon ('Novo cupom' / 'Editar cupom', docs/product.md#coupons). */
export function CouponFormDialog({ coupon, onClose }: { coupon?: AdminCoupon; onClose: () => void }) {
  const { fields, submit, saving } = useCouponForm(coupon, onClose);
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={coupon ? 'Editar cupom' : 'Novo cupom'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar cupom'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CouponDiscountGroup form={fields} />
        <CouponConditionsGroup form={fields} />
        {/* Enter in a field submits; the visible button sits in the dialog's footer, outside the form. */}
        <button type="submit" hidden />
      </form>
    </AdminDialog>
  );
}
