import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '@server/testing/escpos-decoder';
import { encodeTicket } from './escpos';
import type { Ticket } from './ticket';

const ticket: Ticket = [
  { kind: 'text', text: 'PEDIDO #A1B2', large: true, bold: true, center: true },
  { kind: 'text', text: 'COZINHA', center: true },
  { kind: 'rule' },
  { kind: 'text', text: '2x Esfiha de Calabresa', large: true },
  { kind: 'text', text: '1x Pão sírio' },
  { kind: 'text', text: '1x Espetinho de Coração' },
  { kind: 'pair', left: 'TOTAL', right: 'R$ 48,50', bold: true },
];

describe('encodeTicket', () => {
  for (const codePage of ['cp860', 'cp850'] as const) {
    it(`prints Portuguese right in ${codePage}, then feeds and cuts`, () => {
      const job = decodeEscPos(encodeTicket(ticket, { paper: 80, codePage }));
      const texts = job.lines.map((l) => l.text.trim());
      expect(texts).toContain('2x Esfiha de Calabresa');
      expect(texts).toContain('1x Pão sírio');
      expect(texts).toContain('1x Espetinho de Coração');
      expect(job.codeTables.at(-1)).toBe(codePage === 'cp860' ? 3 : 2);
      expect(job.cuts).toEqual(['partial']);
      // The last lines before the cut are blank: the cutter sits below the head.
      expect(job.lines.slice(-4).every((l) => l.text.trim() === '')).toBe(true);
    });
  }

  it('prints the order number large and bold, and the rest in normal type', () => {
    const job = decodeEscPos(encodeTicket(ticket, { paper: 80, codePage: 'cp860' }));
    const number = job.lines.find((l) => l.text.includes('PEDIDO #A1B2'))!;
    const run = number.runs.find((r) => r.text.includes('PEDIDO'))!;
    expect(run).toMatchObject({ bold: true, width: 2, height: 2 });
    const bread = job.lines.find((l) => l.text.includes('Pão sírio'))!;
    expect(bread.runs.every((r) => r.width === 1 && !r.bold)).toBe(true);
  });

  it('fits the paper: 32 columns on 58 mm, 48 on 80 mm, the price on the right', () => {
    for (const [paper, columns] of [
      [58, 32],
      [80, 48],
    ] as const) {
      const job = decodeEscPos(encodeTicket(ticket, { paper, codePage: 'cp860' }));
      expect(job.lines.find((l) => l.text.startsWith('---'))!.text).toBe('-'.repeat(columns));
      const total = job.lines.find((l) => l.text.startsWith('TOTAL'))!.text;
      expect(total).toHaveLength(columns);
      expect(total.endsWith('R$ 48,50')).toBe(true);
    }
  });

  it('wraps a long item beside its price instead of cutting it', () => {
    const long: Ticket = [
      { kind: 'pair', left: '1x Esfiha de Calabresa com Catupiry e Borda Recheada', right: 'R$ 9,90' },
    ];
    const job = decodeEscPos(encodeTicket(long, { paper: 58, codePage: 'cp860' }));
    const printed = job.lines.map((l) => l.text.trim()).filter(Boolean);
    expect(printed.length).toBeGreaterThan(1);
    expect(printed[0]).toMatch(/^1x Esfiha de Calabresa +R\$ 9,90$/);
    expect(printed.slice(1).join(' ')).toBe('com Catupiry e Borda Recheada');
  });

  it("sends no command hidden in a customer's note", () => {
    // The encoder maps '←' to 0x1B (ESC): '←@' would reset the printer mid-ticket.
    const note: Ticket = [{ kind: 'text', text: 'Obs: ←@ sem “cebola” • 🍕 ok\u001b@' }];
    const job = decodeEscPos(encodeTicket(note, { paper: 58, codePage: 'cp860' }));
    expect(job.lines[0]?.text).toBe('Obs: <-@ sem "cebola" *  ok?@');
  });

  describe('QR codes', () => {
    const nfce =
      'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35261112345678000195650010000000011000000019|2|2|1|ABCDEF0123456789ABCDEF0123456789ABCDEF01';
    const receipt: Ticket = [
      { kind: 'text', text: 'Consulte pela chave de acesso', center: true },
      { kind: 'qr', data: nfce },
      { kind: 'text', text: 'Autorização: 12/11/2026 12:30' },
    ];
    /** Where the GS ( k command fn of the QR code (cn 49) starts in the bytes, or -1. */
    const qrCommand = (bytes: Uint8Array, fn: number) =>
      Buffer.from(bytes).findIndex(
        (b, i, all) =>
          b === 0x1d && all[i + 1] === 0x28 && all[i + 2] === 0x6b && all[i + 5] === 49 && all[i + 6] === fn,
      );

    for (const [paper, size] of [
      [58, 4],
      [80, 5],
    ] as const) {
      it(`prints the NFC-e URL as is in a centred QR code between its lines on ${paper} mm`, () => {
        const job = decodeEscPos(encodeTicket(receipt, { paper, codePage: 'cp860' }));
        expect(job.qrCodes).toEqual([nfce]);
        const printed = job.lines.map((l) => l.text.trim()).filter(Boolean);
        expect(printed).toEqual(['Consulte pela chave de acesso', `[QR:${nfce}]`, 'Autorização: 12/11/2026 12:30']);
        const qr = job.lines.find((l) => l.qr)!;
        expect(qr.runs).toEqual([]);
        expect(qr.qr).toEqual({ data: nfce, model: 2, size, errorLevel: 'M', align: 'center' });
        expect(job.cuts).toEqual(['partial']);
      });
    }

    it('takes the module size given, and goes back to the left after the code', () => {
      const qrThenText: Ticket = [
        { kind: 'qr', data: nfce, size: 3 },
        { kind: 'text', text: 'fim' },
      ];
      const bytes = encodeTicket(qrThenText, { paper: 80, codePage: 'cp860' });
      expect(decodeEscPos(bytes).lines.find((l) => l.qr)!.qr!.size).toBe(3);
      const after = Buffer.from(bytes).subarray(qrCommand(bytes, 81));
      const left = after.indexOf(Buffer.from([0x1b, 0x61, 0x00]));
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(after.indexOf(Buffer.from('fim')));
    });

    it('stores a 300-character code whole (its length past one byte)', () => {
      const long = `${nfce}&${'x'.repeat(300 - nfce.length - 1)}`;
      expect(long).toHaveLength(300);
      const bytes = encodeTicket([{ kind: 'qr', data: long }], { paper: 58, codePage: 'cp850' });
      const store = qrCommand(bytes, 80);
      expect([bytes[store + 3], bytes[store + 4]]).toEqual([303 & 0xff, 303 >> 8]);
      expect(decodeEscPos(bytes).qrCodes).toEqual([long]);
    });

    it('refuses data that is not printable ASCII rather than print another code', () => {
      const encode = (line: Ticket[number]) => () => encodeTicket([line], { paper: 80, codePage: 'cp860' });
      for (const data of ['', 'https://exemplo.com.br/ação', 'https://a.br/\n?p=1', 'a'.repeat(2332)])
        expect(encode({ kind: 'qr', data })).toThrow(/QR code data/);
      for (const size of [0, 9, 4.5]) expect(encode({ kind: 'qr', data: nfce, size })).toThrow(/QR code size/);
    });
  });
});

describe('decodeEscPos', () => {
  const gsK = (cn: number, fn: number, ...params: number[]) => {
    const n = params.length + 2;
    return [0x1d, 0x28, 0x6b, n & 0xff, n >> 8, cn, fn, ...params];
  };
  const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
  const initialise = [0x1b, 0x40];
  const centre = [0x1b, 0x61, 49];

  it('reads a QR code by its GS ( k functions and skips the ones it does not know by length', () => {
    const bytes = Uint8Array.from([
      ...initialise,
      ...ascii('antes\n'),
      ...centre,
      ...gsK(48, 65, 3), // PDF417 columns
      ...gsK(49, 65, 49, 0), // model 1
      ...gsK(49, 67, 6),
      ...gsK(49, 69, 51), // level H
      ...gsK(49, 82, 48), // transmit size information: nothing printed
      ...gsK(49, 80, 48, ...ascii('A|b?c=1')),
      ...gsK(49, 81, 48),
      ...ascii('\ndepois\n'),
    ]);
    const job = decodeEscPos(bytes);
    expect(job.qrCodes).toEqual(['A|b?c=1']);
    expect(job.lines.map((l) => l.text)).toEqual(['antes', '[QR:A|b?c=1]', '', 'depois']);
    expect(job.lines[1]!.qr).toEqual({ data: 'A|b?c=1', model: 1, size: 6, errorLevel: 'H', align: 'center' });
  });

  it('fails a QR code printed with nothing stored, as after ESC @', () => {
    const stored = [...gsK(49, 80, 48, ...ascii('x'))];
    expect(() => decodeEscPos(Uint8Array.from([...stored, ...initialise, ...gsK(49, 81, 48)]))).toThrow(/no data/);
    expect(decodeEscPos(Uint8Array.from([...stored, ...gsK(49, 81, 48)])).qrCodes).toEqual(['x']);
  });

  it('tells a printed text that reads like a QR line from a QR code', () => {
    const job = decodeEscPos(encodeTicket([{ kind: 'text', text: '[QR:x]' }], { paper: 58, codePage: 'cp860' }));
    expect(job.lines[0]).toMatchObject({ text: '[QR:x]' });
    expect(job.lines[0]!.qr).toBeUndefined();
    expect(job.qrCodes).toEqual([]);
  });
});
