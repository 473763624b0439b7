import iconv from 'iconv-lite';

/**
 * Reads ESC/POS the way a thermal printer does, for the tests: the commands our encoder sends
 * (initialise, code page, emphasis, size, alignment, QR codes, cut, status requests) and text
 * decoded with the code page selected at that point (iconv-lite, not the encoder's own tables,
 * so a test checks the encoder). A control byte it does not know fails the decoding: on paper
 * it would be a command nobody meant to send.
 */

/** ESC t numbers on Epson-compatible printers and the code page each selects. */
const CODE_TABLES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'windows1252', 19: 'cp858' };

export type PrintedRun = { text: string; bold: boolean; width: number; height: number };
/** A printed QR code: its data and the settings (GS ( k) and alignment (ESC a) it printed with. */
export type PrintedQr = {
  data: string;
  model: number;
  /** A module's side in dots. */
  size: number;
  errorLevel: 'L' | 'M' | 'Q' | 'H';
  align: Align;
};
/**
 * A line of paper. A QR code takes a line of its own, in order among the text: `qr` is set,
 * `runs` is empty and `text` reads `[QR:<data>]`, so a list of the lines' texts shows where it
 * printed and a QR line is never taken for a blank one. Only `qr` tells a QR code from a text
 * that happens to read the same.
 */
export type PrintedLine = { text: string; runs: PrintedRun[]; qr?: PrintedQr };
export type PrintedJob = {
  lines: PrintedLine[];
  /** The data of each QR code printed, in order. */
  qrCodes: string[];
  /** 'full' or 'partial', in the order the cuts came. */
  cuts: string[];
  /** The ESC t numbers selected, in order. */
  codeTables: number[];
  /** DLE EOT n requests (real-time status), by n. */
  statusRequests: number[];
};

type Align = 'left' | 'center' | 'right';
type Style = { table: number; bold: boolean; width: number; height: number };
/** The QR code settings and stored data (GS ( k, cn 49); ESC @ clears them. */
type QrState = { model: number; size: number; errorLevel: PrintedQr['errorLevel']; data: string | null };
type Chunk = Style & { bytes: number[] };

/** ESC x n and GS x n commands whose argument changes nothing we check. */
const IGNORED_ESC = new Set([0x2d, 0x4d, 0x33, 0x34, 0x47, 0x7b, 0x20, 0x4a]);
const IGNORED_GS = new Set([0x42, 0x68, 0x77, 0x48, 0x66, 0x61, 0x72, 0x49]);
const FULL_CUTS = [0, 48, 65, 97, 103];
/** ESC a n: 0 or 48 left, 1 or 49 centre, 2 or 50 right. */
const ALIGNS: Align[] = ['left', 'center', 'right'];
const QR_ERROR_LEVELS: PrintedQr['errorLevel'][] = ['L', 'M', 'Q', 'H'];
/** A printer's QR settings after power-on or ESC @: model 2, 3-dot modules, level L. */
const QR_DEFAULTS: QrState = { model: 2, size: 3, errorLevel: 'L', data: null };

export function decodeEscPos(bytes: Uint8Array): PrintedJob {
  return new Decoder(Buffer.from(bytes)).run();
}

class Decoder {
  job: PrintedJob = { lines: [], qrCodes: [], cuts: [], codeTables: [], statusRequests: [] };
  style: Style = { table: 0, bold: false, width: 1, height: 1 };
  align: Align = 'left';
  qr: QrState = { ...QR_DEFAULTS };
  chunks: Chunk[] = [];
  at = 0;

  constructor(private buf: Buffer) {}

  run(): PrintedJob {
    while (this.at < this.buf.length) this.at += this.step(this.byte(0));
    if (this.chunks.length) this.endLine();
    return this.job;
  }

  /** The byte `offset` after the current one; a command cut short fails. */
  byte(offset: number): number {
    const b = this.buf[this.at + offset];
    if (b === undefined) throw new Error(`ESC/POS: command cut short at byte ${this.at}`);
    return b;
  }

  /** Handles what starts at the current byte; returns its length. */
  step(b: number): number {
    if (b === 0x0a) return (this.endLine(), 1);
    if (b === 0x0d) return 1;
    if (b === 0x1b) return this.esc(this.byte(1));
    if (b === 0x1d) return this.gs(this.byte(1));
    if (b === 0x1c && [0x2e, 0x26].includes(this.byte(1))) return 2;
    if (b === 0x10 && this.byte(1) === 0x04) return (this.job.statusRequests.push(this.byte(2)), 3);
    if (b < 0x20) throw new Error(`ESC/POS: unexpected control byte 0x${b.toString(16)} at ${this.at}`);
    this.text(b);
    return 1;
  }

  text(b: number) {
    const last = this.chunks.at(-1);
    const same = last && (['table', 'bold', 'width', 'height'] as const).every((k) => last[k] === this.style[k]);
    if (same) last.bytes.push(b);
    else this.chunks.push({ ...this.style, bytes: [b] });
  }

  endLine() {
    const runs = this.chunks.map((c) => ({
      text: iconv.decode(Buffer.from(c.bytes), CODE_TABLES[c.table] ?? 'cp437'),
      bold: c.bold,
      width: c.width,
      height: c.height,
    }));
    this.job.lines.push({ text: runs.map((r) => r.text).join(''), runs });
    this.chunks = [];
  }

  esc(c: number): number {
    if (c === 0x40) {
      Object.assign(this.style, { table: 0, bold: false, width: 1, height: 1 });
      this.align = 'left';
      this.qr = { ...QR_DEFAULTS };
      return 2;
    }
    if (c === 0x32) return 2;
    const n = this.byte(2);
    if (c === 0x61) {
      const align = ALIGNS[n >= 48 ? n - 48 : n];
      if (!align) throw new Error(`ESC/POS: bad ESC a ${n} at ${this.at}`);
      this.align = align;
    } else if (c === 0x74) {
      this.style.table = n;
      this.job.codeTables.push(n);
    } else if (c === 0x45) this.style.bold = (n & 1) === 1;
    else if (c === 0x21)
      Object.assign(this.style, { bold: (n & 8) !== 0, height: n & 0x10 ? 2 : 1, width: n & 0x20 ? 2 : 1 });
    else if (c === 0x64) for (let k = 0; k < n; k++) this.endLine();
    else if (!IGNORED_ESC.has(c)) throw new Error(`ESC/POS: unknown ESC 0x${c.toString(16)} at ${this.at}`);
    return 3;
  }

  gs(c: number): number {
    if (c === 0x28) {
      const length = 5 + this.byte(3) + 256 * this.byte(4);
      this.byte(length - 1);
      if (this.byte(2) === 0x6b) this.symbol(length);
      return length;
    }
    const n = this.byte(2);
    if (c === 0x21) Object.assign(this.style, { width: (n >> 4) + 1, height: (n & 0x0f) + 1 });
    else if (c === 0x56) return this.cut(n);
    else if (!IGNORED_GS.has(c)) throw new Error(`ESC/POS: unknown GS 0x${c.toString(16)} at ${this.at}`);
    return 3;
  }

  /**
   * GS ( k pL pH cn fn [parameters], `length` bytes in all: the QR code's functions (cn 49):
   * model (fn 65), module size (67), error correction (69), store the data (80, after m = 48)
   * and print it (81). Other functions and other symbols (PDF417…) are skipped by their length.
   */
  symbol(length: number) {
    // Every QR function we read has a parameter after fn.
    if (length < 8 || this.byte(5) !== 49) return;
    const fn = this.byte(6);
    if (fn === 65) this.qr.model = this.byte(7) - 48;
    else if (fn === 67) this.qr.size = this.byte(7);
    else if (fn === 69) {
      const level = QR_ERROR_LEVELS[this.byte(7) - 48];
      if (!level) throw new Error(`ESC/POS: bad QR error level ${this.byte(7)} at ${this.at}`);
      this.qr.errorLevel = level;
    } else if (fn === 80) {
      if (this.byte(7) !== 48) throw new Error(`ESC/POS: bad QR store m=${this.byte(7)} at ${this.at}`);
      this.qr.data = this.buf.subarray(this.at + 8, this.at + length).toString('latin1');
    } else if (fn === 81) this.printQr();
  }

  printQr() {
    const { data, model, size, errorLevel } = this.qr;
    if (data === null) throw new Error(`ESC/POS: QR code printed with no data stored, at ${this.at}`);
    if (this.chunks.length) this.endLine();
    this.job.lines.push({ text: `[QR:${data}]`, runs: [], qr: { data, model, size, errorLevel, align: this.align } });
    this.job.qrCodes.push(data);
  }

  cut(m: number): number {
    if (this.chunks.length) this.endLine();
    this.job.cuts.push(FULL_CUTS.includes(m) ? 'full' : 'partial');
    return [0, 1, 48, 49].includes(m) ? 3 : 4;
  }
}
