import { afterEach, describe, expect, it } from 'vitest';
import { startFakePrinter, type FakePrinter } from '@server/testing/fake-printer';
import { encodeTicket } from './escpos';
import { PrinterUnreachableError, sendToPrinter } from './send-job';

const bytes = encodeTicket([{ kind: 'text', text: '1x Pão' }], { paper: 58, codePage: 'cp860' });
const quick = { connectMs: 1_000, statusMs: 300, finishMs: 2_000 };
let printer: FakePrinter | undefined;
afterEach(() => printer?.stop());

describe('sendToPrinter', () => {
  it('prints the job once on a ready printer', async () => {
    printer = await startFakePrinter();
    expect(await sendToPrinter(printer, bytes, quick)).toEqual({ state: 'ready', sent: true });
    const [job] = await printer.waitForJobs(1);
    expect(job?.lines[0]?.text).toBe('1x Pão');
    expect(job?.statusRequests).toEqual([1, 4]);
    expect(printer.jobs).toHaveLength(1);
  });

  it('holds the job when the printer says it is out of paper or off-line', async () => {
    printer = await startFakePrinter({ status: 0x12 });
    // DLE EOT 4 answers paper end (bits 5 and 6) in the second byte; both bytes come the same.
    printer.setStatus(0x7e);
    expect(await sendToPrinter(printer, bytes, quick)).toEqual({ state: 'paper-out', sent: false });
    printer.setStatus(0x1a);
    expect(await sendToPrinter(printer, bytes, quick)).toEqual({ state: 'offline', sent: false });
    expect(printer.jobs).toHaveLength(0);
  });

  it('prints on a printer that never answers status requests', async () => {
    printer = await startFakePrinter({ status: null });
    expect(await sendToPrinter(printer, bytes, quick)).toEqual({ state: 'silent', sent: true });
    await printer.waitForJobs(1);
  });

  it('says which address did not answer when the printer is unplugged', async () => {
    printer = await startFakePrinter();
    const address = { host: printer.host, port: printer.port };
    await printer.unplug();
    const error = await sendToPrinter(address, bytes, quick).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterUnreachableError);
    expect((error as Error).message).toBe(`Sem resposta da impressora em 127.0.0.1:${address.port}.`);
    await printer.plugIn();
    expect((await sendToPrinter(printer, bytes, quick)).sent).toBe(true);
  });
});
