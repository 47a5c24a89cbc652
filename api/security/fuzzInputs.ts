import { endpoints } from '../../sync/contract';

/** A seeded PRNG (mulberry32): the same seed sends the same battery, so a failure replays. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Field names the contract declares for a route's body and query, so junk lands on real fields. */
export function contractFields(method: string, path: string): { body: string[]; query: string[] } {
  const endpoint = Object.values(endpoints).find(
    (candidate) => candidate.method === method && candidate.path === path,
  ) as { request?: unknown; query?: unknown } | undefined;
  return { body: objectKeys(endpoint?.request), query: objectKeys(endpoint?.query) };
}

function objectKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 4) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (schema as { def?: Record<string, unknown> }).def ?? {};
  for (const inner of [def.in, def.innerType, def.schema, def.out]) {
    const keys = objectKeys(inner, depth + 1);
    if (keys.length > 0) return keys;
  }
  return [];
}

const CONTROL = '\u0000\u0001\u0007\b\t\n\u000b\f\r\u001b\u007f\u0085\u2028\u202e\ufeff';

/** Strings that have broken servers: empty, huge, control characters, odd Unicode, injections. */
export function junkString(random: Random, realValues: string[]): string {
  const choices: (() => string)[] = [
    () => '',
    () => ' ',
    () => random.pick(realValues),
    () => 'x'.repeat(random.pick([256, 5_000, 200_000])),
    () => `a${CONTROL[random.int(CONTROL.length)]}b`,
    () => CONTROL,
    () => '\ud800',
    () => '\udfff\ud800',
    () => '💥'.repeat(100),
    () => "'; drop table users; --",
    () => '%00%ff../../etc/passwd',
    () => '<script>alert(1)</script>',
    () => '-1',
    () => '1e309',
    () => 'NaN',
    () => '2026-13-45T99:99:99Z',
    () => 'prj_',
    () => 'null',
  ];
  return random.pick(choices)();
}

/** A JSON value of a random, usually wrong, type. */
export function junkValue(random: Random, realValues: string[], depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => junkString(random, realValues),
    () => random.pick([0, -1, 1.5, 2 ** 53 + 1, 1e308, -0]),
    () => random.pick([true, false]),
    () => null,
    () => [],
    () => ({}),
    () =>
      depth < 3
        ? Array.from({ length: random.int(4) }, () => junkValue(random, realValues, depth + 1))
        : [],
    () => (depth < 3 ? { nested: junkValue(random, realValues, depth + 1) } : {}),
    () => Array.from({ length: random.pick([100, 10_000]) }, () => 'x'),
  ];
  return random.pick(choices)();
}
