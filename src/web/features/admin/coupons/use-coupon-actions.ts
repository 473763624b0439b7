import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { COUPONS_KEY, deleteCoupon, setCouponActive } from './coupons-api';

/** The list's own saves: the 'Ativo' switch, and 'Excluir' (which only switches off a coupon already used). */
export function useCouponActions(onRemoveDone: () => void) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: COUPONS_KEY });
  const toggle = useMutation({
    mutationFn: (v: { id: string; active: boolean }) => setCouponActive(v.id, v.active),
    onSuccess: (c) => {
      toast.success(c.active ? `Cupom ${c.code} ativado` : `Cupom ${c.code} desativado`);
      void refresh();
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar cupom', e)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCoupon(id),
    onSuccess: (r) => {
      toast.success(r.deleted ? 'Cupom excluído' : 'Cupom já usado em pedidos: foi desativado');
      onRemoveDone();
      void refresh();
    },
    onError: (e) => {
      onRemoveDone();
      toast.error(failureMessage('Erro ao excluir cupom', e));
    },
  });
  return { toggle, remove };
}
