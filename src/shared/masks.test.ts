import { describe, expect, it } from 'vitest';
import { cepDigits, maskCep, maskCpf, maskNcm, maskPhone } from './masks';

describe('masks', () => {
  it('formats a CEP as it is typed', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-100x9')).toBe('01310-100');
    expect(cepDigits('01310-100')).toBe('01310100');
  });

  it('formats mobile and landline phones', () => {
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('1191234')).toBe('(11) 9123-4');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('(11) 91234-56789')).toBe('(11) 91234-5678');
  });

  it('formats a CPF as it is typed', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(maskCpf('12345678909123')).toBe('123.456.789-09');
  });

  it('formats an NCM as it is typed', () => {
    expect(maskNcm('2106')).toBe('2106');
    expect(maskNcm('21069')).toBe('2106.9');
    expect(maskNcm('2106909')).toBe('2106.90.9');
    expect(maskNcm('21069090')).toBe('2106.90.90');
    expect(maskNcm('2106.90.90.1')).toBe('2106.90.90');
  });
});
