/**
 * What the Worker may hand to c.json() for an answer of type T: JSON writes a Date as its ISO string, so a Date
 * stands where T names a string (a time). The Worker checks its answers with it (`satisfies Sendable<Answer>`).
 */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;
