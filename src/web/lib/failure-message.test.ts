import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("names what failed and gives the server's reason for a refusal", () => {
    expect(failureMessage('Erro ao salvar produto', new ApiError(400, 'Nome é obrigatório'))).toBe(
      'Erro ao salvar produto: Nome é obrigatório',
    );
    expect(failureMessage('Erro ao salvar endereço.', new ApiError(409, 'Endereço não encontrado.'))).toBe(
      'Erro ao salvar endereço: Endereço não encontrado.',
    );
    expect(failureMessage('Erro ao salvar endereço.', new ApiError(503, 'Defina ORS_API_KEY.'))).toBe(
      'Erro ao salvar endereço: Defina ORS_API_KEY.',
    );
  });

  it('says what to do when the connection or the server failed, without its generic text', () => {
    expect(failureMessage('Erro ao remover categoria', new ApiError(0, 'Sem conexão.'))).toBe(
      'Erro ao remover categoria: sem conexão. Verifique sua internet e tente novamente.',
    );
    expect(failureMessage('Erro ao atualizar status', new ApiError(500, 'Erro interno. Tente novamente.'))).toBe(
      'Erro ao atualizar status. Tente novamente.',
    );
    expect(failureMessage('Erro ao salvar cupom', new TypeError('x'))).toBe('Erro ao salvar cupom. Tente novamente.');
  });
});
