import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsappSettingsResponse } from '@shared/contract/whatsapp';
import type { WhatsappSettingsInput } from '@shared/schemas/whatsapp';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const KEY = ['admin', 'whatsapp'] as const;

/** The moments that send a WhatsApp message, and whether the server has the Cloud API. */
export function useWhatsappSettings() {
  return useQuery({ queryKey: KEY, queryFn: () => api<WhatsappSettingsResponse>('/api/admin/whatsapp') });
}

/** Saves the moments at once, the answer going straight into the cache. */
export function useSaveWhatsappSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappSettingsInput) =>
      api<WhatsappSettingsResponse>('/api/admin/whatsapp', { method: 'PUT', json: body }),
    onSuccess: (saved) => {
      qc.setQueryData(KEY, saved);
      toast.success('Mensagens do WhatsApp salvas');
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar as mensagens do WhatsApp', e)),
  });
}
