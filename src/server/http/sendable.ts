/**
 * What a handler may pass to `c.json` for an answer whose shape is the contract type `T`
 * (src/shared/contract, docs/architecture.md#how-to-add-an-endpoint): the same shape, where a
 * string may also be a Date, since JSON writes a Date as its ISO string. A route writes
 * `c.json(value satisfies Sendable<MenuResponse>)`, so a service that drifts from the contract
 * fails the type check.
 */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;
