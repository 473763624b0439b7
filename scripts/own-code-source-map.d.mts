// Types for own-code-source-map.mjs, which scripts/build-server.mjs runs with plain node.
type SourceMapJson = { sources: string[]; mappings: string; [field: string]: unknown };

export function filterMappings(map: SourceMapJson, keep: (source: string) => boolean): SourceMapJson;
export function keepOwnCodeMappings(mapFile: string): void;
