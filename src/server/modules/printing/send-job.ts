import net from 'node:net';

export type PrinterAddress = { host: string; port: number };

/**
 * What the printer said of itself before the job: `ready`, `offline` (switched off-line, cover
 * open), `paper-out`, or `silent` for a printer that does not answer status requests (many do
 * not: silence is no failure).
 */
export type PrinterState = 'ready' | 'offline' | 'paper-out' | 'silent';

export class PrinterUnreachableError extends Error {
  constructor(address: PrinterAddress) {
    super(`Sem resposta da impressora em ${address.host}:${address.port}.`);
  }
}

export type SendTimings = { connectMs: number; statusMs: number; finishMs: number };
const TIMINGS: SendTimings = { connectMs: 3_000, statusMs: 1_500, finishMs: 10_000 };

/** DLE EOT 1 (printer status) and DLE EOT 4 (roll paper sensor): real-time, answered even off-line. */
const STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x04]);

/**
 * Sends one job over raw TCP (port 9100): connect, ask the printer's state, and when it can
 * print, write the bytes and close, waiting until the printer has taken them. One connection per
 * job: printers serve one at a time and drop idle ones. Returns the state and whether the job was
 * sent; throws PrinterUnreachableError when nothing answers.
 */
export async function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  timings: SendTimings = TIMINGS,
): Promise<{ state: PrinterState; sent: boolean }> {
  const socket = await connect(address, timings.connectMs);
  try {
    const state = await askState(socket, timings.statusMs);
    if (state === 'offline' || state === 'paper-out') return { state, sent: false };
    await finish(socket, bytes, timings.finishMs, address);
    return { state, sent: true };
  } finally {
    socket.destroy();
  }
}

function connect(address: PrinterAddress, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: address.host, port: address.port });
    const timer = setTimeout(() => fail(), timeoutMs);
    const fail = () => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrinterUnreachableError(address));
    };
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      resolve(socket);
    });
  });
}

/** Sends the status requests and reads the two answers; bits per the ESC/POS DLE EOT reference. */
function askState(socket: net.Socket, waitMs: number): Promise<PrinterState> {
  return new Promise((resolve) => {
    const answers: number[] = [];
    const done = (state: PrinterState) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      resolve(state);
    };
    const onData = (data: Buffer) => {
      answers.push(...data);
      if (answers.length < 2) return;
      // Each answer has bits 1 and 4 set and bit 7 clear; anything else is not a status byte.
      const [printer = 0, paper = 0] = answers;
      if (![printer, paper].every((b) => (b & 0x93) === 0x12)) return done('silent');
      if (paper & 0x60) return done('paper-out');
      done(printer & 0x08 ? 'offline' : 'ready');
    };
    const onError = () => done('silent');
    const timer = setTimeout(() => done('silent'), waitMs);
    socket.on('data', onData);
    socket.once('error', onError);
    socket.write(STATUS_REQUEST);
  });
}

/**
 * Writes the job and half-closes; resolves when the printer has closed its side too, or, for a
 * printer that keeps its side open, once our bytes were all written and `timeoutMs` passed:
 * failing then would print the job again when it is retried.
 */
function finish(socket: net.Socket, bytes: Uint8Array, timeoutMs: number, address: PrinterAddress): Promise<void> {
  return new Promise((resolve, reject) => {
    let written = false;
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      if (ok) resolve();
      else reject(new PrinterUnreachableError(address));
    };
    const timer = setTimeout(() => settle(written), timeoutMs);
    socket.once('error', () => settle(written));
    socket.once('finish', () => (written = true));
    // Any further answer is read and dropped: unread data would turn the close into a reset.
    socket.on('data', () => {});
    socket.once('close', () => settle(written));
    socket.end(bytes);
  });
}
