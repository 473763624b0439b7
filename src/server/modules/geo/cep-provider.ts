import { cepDigits } from '@shared/masks';

export type CepAddress = { zipCode: string; street: string; neighborhood: string; city: string; state: string };

/** A CEP lookup service. `null`: the CEP does not exist; a throw: the service could not answer. */
export interface CepProvider {
  lookup(cep: string): Promise<CepAddress | null>;
}

export class ProviderUnavailable extends Error {}

type ViaCepAnswer = {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
};

/** ViaCEP (`GET {baseUrl}/{cep}/json/`), or any service answering the same shape. */
export function viaCepProvider(baseUrl: string, timeoutMs = 4000): CepProvider {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async lookup(cep) {
      const digits = cepDigits(cep);
      let res: Response;
      try {
        res = await fetch(`${base}/${digits}/json/`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (err) {
        throw new ProviderUnavailable(`CEP provider unreachable: ${(err as Error).message}`);
      }
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new ProviderUnavailable(`CEP provider answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as ViaCepAnswer | null;
      if (!body) throw new ProviderUnavailable('CEP provider answered no JSON');
      if (body.erro) return null;
      return {
        zipCode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
        street: body.logradouro ?? '',
        neighborhood: body.bairro ?? '',
        city: body.localidade ?? '',
        state: body.uf ?? '',
      };
    },
  };
}
