import iconv from 'iconv-lite';

/**
 * Reads ESC/POS the way a thermal printer does, for the tests: the commands our encoder sends
 * (initialise, code page, emphasis, size, alignment, cut, status requests) and text decoded with
 * the code page selected at that point (iconv-lite, not the encoder's own tables, so a test
 * checks the encoder). A control byte it does not know fails the decoding: on paper it would be
 * a command nobody meant to send.
 */

/** ESC t numbers on Epson-compatible printers and the code page each selects. */
const CODE_TABLES: Record<number, string> = { 0: 'cp437', 2: 'cp850', 3: 'cp860', 16: 'windows1252', 19: 'cp858' };

export type PrintedRun = { text: string; bold: boolean; width: number; height: number };
export type PrintedLine = { text: string; runs: PrintedRun[] };
export type PrintedJob = {
  lines: PrintedLine[];
  /** 'full' or 'partial', in the order the cuts came. */
  cuts: string[];
  /** The ESC t numbers selected, in order. */
  codeTables: number[];
  /** DLE EOT n requests (real-time status), by n. */
  statusRequests: number[];
};

type Style = { table: number; bold: boolean; width: number; height: number };
type Chunk = Style & { bytes: number[] };

/** ESC x n and GS x n commands whose argument changes nothing we check. */
const IGNORED_ESC = new Set([0x2d, 0x4d, 0x33, 0x34, 0x47, 0x7b, 0x20, 0x4a, 0x61]);
const IGNORED_GS = new Set([0x42, 0x68, 0x77, 0x48, 0x66, 0x61, 0x72, 0x49]);
const FULL_CUTS = [0, 48, 65, 97, 103];

export function decodeEscPos(bytes: Uint8Array): PrintedJob {
  return new Decoder(Buffer.from(bytes)).run();
}

class Decoder {
  job: PrintedJob = { lines: [], cuts: [], codeTables: [], statusRequests: [] };
  style: Style = { table: 0, bold: false, width: 1, height: 1 };
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
    if (c === 0x40) return (Object.assign(this.style, { table: 0, bold: false, width: 1, height: 1 }), 2);
    if (c === 0x32) return 2;
    const n = this.byte(2);
    if (c === 0x74) {
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
    if (c === 0x28) return 5 + this.byte(3) + 256 * this.byte(4);
    const n = this.byte(2);
    if (c === 0x21) Object.assign(this.style, { width: (n >> 4) + 1, height: (n & 0x0f) + 1 });
    else if (c === 0x56) return this.cut(n);
    else if (!IGNORED_GS.has(c)) throw new Error(`ESC/POS: unknown GS 0x${c.toString(16)} at ${this.at}`);
    return 3;
  }

  cut(m: number): number {
    if (this.chunks.length) this.endLine();
    this.job.cuts.push(FULL_CUTS.includes(m) ? 'full' : 'partial');
    return [0, 1, 48, 49].includes(m) ? 3 : 4;
  }
}
