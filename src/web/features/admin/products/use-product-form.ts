import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProductDetail } from '@shared/schemas/product';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { menuChanged } from '../menu-changed';
import { draftFrom, validateDraft, type DraftErrors, type ProductDraft } from './product-draft';
import { saveProduct } from './products-api';

/**
 * The product form's draft, from `product` (none for 'Novo produto'), and its save: `submit`
 * checks the draft first, marks what is wrong and toasts the first error; saved, it calls `onDone`.
 */
export function useProductForm(product: AdminProductDetail | undefined, onDone: () => void) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<ProductDraft>(() => draftFrom(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = useMutation({
    mutationFn: (data: Parameters<typeof saveProduct>[0]) => saveProduct(data, product?.id),
    onSuccess: () => {
      toast.success(product ? 'Produto atualizado com sucesso' : 'Produto criado com sucesso');
      menuChanged(qc);
      onDone();
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar produto', e)),
  });

  const submit = () => {
    const result = validateDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(Object.values(result.errors)[0] ?? 'Erro ao salvar produto');
      return;
    }
    setErrors({});
    save.mutate(result.data);
  };

  return { draft, errors, set, submit };
}
