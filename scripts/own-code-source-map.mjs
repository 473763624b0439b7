// Keeps in a bundle's source map only the mappings into our own sources, dropping those into
// node_modules. Node decodes every mapping of a map when it loads the module (~19 MB for the
// whole server bundle); a stack frame inside a package shows its place in the bundle instead.
// Used by scripts/build-server.mjs (docs/decisions/027-one-server-bundle.md).
import { readFileSync, writeFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

/** The numbers of one segment of a source map's `mappings` (Base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT[text.charCodeAt(i)];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeValue(n) {
  let vlq = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = vlq & 31;
    vlq >>>= 5;
    if (vlq > 0) digit |= 32;
    out += BASE64[digit];
  } while (vlq > 0);
  return out;
}

/**
 * `map` with the segments whose source `keep` refuses replaced by unmapped ones (a run of them by
 * one), the rest re-encoded. An unmapped segment where a run begins matters: a lookup takes the
 * nearest mapping before a position, which would otherwise name our code for a package's frame.
 */
export function filterMappings(map, keep) {
  const kept = map.sources.map((source) => keep(source));
  // Absolute values: [source, original line, original column, name], carried across lines.
  const abs = [0, 0, 0, 0];
  const prev = [0, 0, 0, 0];
  let lastMapped = false;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let prevColumn = 0;
    const out = [];
    const emit = (fields) => {
      out.push(fields.map(encodeValue).join(''));
      prevColumn = column;
      lastMapped = fields.length > 1;
    };
    for (const text of line ? line.split(',') : []) {
      const v = decodeSegment(text);
      column += v[0];
      for (let i = 1; i < v.length; i++) abs[i - 1] += v[i];
      if (v.length < 4 || !kept[abs[0]]) {
        if (lastMapped) emit([column - prevColumn]);
        continue;
      }
      const fields = [column - prevColumn];
      for (let i = 1; i < v.length; i++) fields.push(abs[i - 1] - prev[i - 1]);
      for (let i = 1; i < v.length; i++) prev[i - 1] = abs[i - 1];
      emit(fields);
    }
    return out.join(',');
  });
  return { ...map, mappings: lines.join(';') };
}

/** Rewrites the map file beside a bundle with only our own code's mappings. */
export function keepOwnCodeMappings(mapFile) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  writeFileSync(mapFile, JSON.stringify(filterMappings(map, (source) => !source.includes('node_modules/'))));
}
