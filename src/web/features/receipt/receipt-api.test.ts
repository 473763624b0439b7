import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { isMissing } from './receipt-api';

describe("a receipt's link that names no note", () => {
  it('is a 404, or the 400 of a token too long to be one', () => {
    expect(isMissing(new ApiError(404, 'Nota fiscal não encontrada.'))).toBe(true);
    expect(isMissing(new ApiError(400, 'Nota fiscal não encontrada.'))).toBe(true);
  });

  it('is not a server or network failure, which may be tried again', () => {
    expect(isMissing(new ApiError(0, 'Sem conexão.'))).toBe(false);
    expect(isMissing(new ApiError(503, 'Serviço indisponível.'))).toBe(false);
    expect(isMissing(new Error('x'))).toBe(false);
    expect(isMissing(null)).toBe(false);
  });
});
