import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCoupon } from '@shared/contract/coupons';
import type { CouponInput } from '@shared/schemas/coupons';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { draftFrom, validateDraft, type CouponDraft, type CouponDraftErrors } from './coupon-draft';
import { COUPONS_KEY, saveCoupon } from './coupons-api';

/** What the form's sections read and change: the coupon as typed and the messages on its fields. */
export type CouponFormFields = {
  draft: CouponDraft;
  errors: CouponDraftErrors;
  set: (patch: Partial<CouponDraft>) => void;
};

/** The 'Novo cupom' / 'Editar cupom' form: its draft, and the save that closes it once the server takes it. */
export function useCouponForm(coupon: AdminCoupon | undefined, onClose: () => void) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => draftFrom(coupon));
  const [errors, setErrors] = useState<CouponDraftErrors>({});
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: (data: CouponInput) => saveCoupon(data, coupon?.id),
    onSuccess: () => {
      toast.success(coupon ? 'Cupom atualizado' : 'Cupom criado');
      void qc.invalidateQueries({ queryKey: COUPONS_KEY });
      onClose();
    },
    onError: (e) => {
      // A code already in use is the code field's problem.
      if (e.message.includes('código')) setErrors({ code: e.message });
      toast.error(failureMessage('Erro ao salvar cupom', e));
    },
  });
  const submit = () => {
    const result = validateDraft(draft);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.data);
  };
  const fields: CouponFormFields = { draft, errors, set };
  return { fields, submit, saving: save.isPending };
}
