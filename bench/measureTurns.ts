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
 * Parley and the bare server measured in turns (A B A B A B), not one long run each: this
 * host's speed drifts from one few-second window to the next (in one run the bare server
 * answered the client dashboard's two statements at 1,909 req/s on the demo data and 2,484 on
 * the 50k, minutes apart), and a drift between two back-to-back runs went whole into their
 * ratio. The median round is kept, as it is the one a single slow or fast window cannot move;
 * its own figures (req/s, p95) are reported, so they stay a pair measured side by side. Only
 * the first round of each server warms up: after it both servers have run the request.
 */
export async function measurePair(
  parley: LoadOptions,
  bare: LoadOptions,
  { rounds, between }: { rounds: number; between: () => Promise<void> },
): Promise<PairedMeasurement> {
  const pairs: Omit<PairedMeasurement, 'roundRatios'>[] = [];
  for (let round = 0; round < rounds; round++) {
    const warm = round === 0 ? {} : { warmUpSeconds: 0 };
    const parleyRound = await measure({ ...parley, ...warm });
    await between();
    const bareRound = await measure({ ...bare, ...warm });
    await between();
    pairs.push({
      parley: parleyRound,
      bare: bareRound,
      ratio: parleyRound.requestsPerSecond / bareRound.requestsPerSecond,
    });
  }
  const median = medianRound(pairs, (pair) => pair.ratio);
  return { ...median, roundRatios: pairs.map((pair) => pair.ratio) };
}
