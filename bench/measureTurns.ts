import { type LoadOptions, type Measurement, measure, medianRound } from './measure';

export interface PairedMeasurement {
  /** The round whose ratio is the median of the rounds' ratios, both sides of it. */
  parley: Measurement;
  bare: Measurement;
  /** Parley's req/s over the bare server's in that round. */
  ratio: number;
  /** Every round's ratio, in the order measured. */
  roundRatios: number[];
}

/**
 * Parley and each bare server measured in turns (A B C A B C A B C), not one long run each:
 * this host's speed drifts from one few-second window to the next (in one run the bare server
 * answered the client dashboard's two statements at 1,909 req/s on the demo data and 2,484 on
 * the 50k, minutes apart), and a drift between two back-to-back runs went whole into their
 * ratio. For each bare server, the round whose ratio to it is the median is kept, as it is the
 * one a single slow or fast window cannot move; its own figures (req/s, p95) are reported, so
 * they stay a pair measured side by side. Only the first round of each server warms up: after
 * it every server has run the request.
 */
export async function measureTurns(
  parley: LoadOptions,
  bares: LoadOptions[],
  { rounds, between }: { rounds: number; between: () => Promise<void> },
): Promise<PairedMeasurement[]> {
  const turns: { parley: Measurement; bares: Measurement[] }[] = [];
  for (let round = 0; round < rounds; round++) {
    const warm = round === 0 ? {} : { warmUpSeconds: 0 };
    const parleyRound = await measure({ ...parley, ...warm });
    await between();
    const bareRounds: Measurement[] = [];
    for (const bare of bares) {
      bareRounds.push(await measure({ ...bare, ...warm }));
      await between();
    }
    turns.push({ parley: parleyRound, bares: bareRounds });
  }
  return bares.map((_, index) => {
    const pairs = turns.map((turn) => ({
      parley: turn.parley,
      bare: turn.bares[index]!,
      ratio: turn.parley.requestsPerSecond / turn.bares[index]!.requestsPerSecond,
    }));
    const median = medianRound(pairs, (pair) => pair.ratio);
    return { ...median, roundRatios: pairs.map((pair) => pair.ratio) };
  });
}
