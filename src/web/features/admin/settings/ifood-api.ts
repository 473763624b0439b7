import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IfoodSettingsResponse } from '@shared/contract/ifood';
import type { IfoodSettingsInput } from '@shared/schemas/ifood';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const KEY = ['admin', 'ifood'] as const;

/** iFood's view of the store, read again every 30 s: the server asks iFood every minute. */
export function useIfoodSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<IfoodSettingsResponse>('/api/admin/ifood'),
    refetchInterval: 30_000,
  });
}

/** Saves 'Pausar o iFood junto com a loja' at once; the answer (after a look at iFood) goes into the cache. */
export function useSaveIfoodSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: IfoodSettingsInput) =>
      api<IfoodSettingsResponse>('/api/admin/ifood/settings', { method: 'PUT', json: body }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      toast.success('Configuração do iFood salva');
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar a configuração do iFood', e)),
  });
}
