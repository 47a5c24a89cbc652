import { describe, expect, it, vi } from 'vitest';
import { holdUpdates, isUpdateHeld, updateHolds } from './updateGate';

describe('updateGate', () => {
  it('holds updates until every hold is released, each release only once', () => {
    expect(isUpdateHeld()).toBe(false);
    const releaseInterview = holdUpdates('interview open');
    const releaseOutbox = holdUpdates('answers waiting to sync');
    expect(updateHolds.get()).toEqual(['interview open', 'answers waiting to sync']);

    releaseInterview();
    releaseInterview();
    expect(updateHolds.get()).toEqual(['answers waiting to sync']);
    expect(isUpdateHeld()).toBe(true);

    releaseOutbox();
    expect(updateHolds.get()).toEqual([]);
    expect(isUpdateHeld()).toBe(false);
  });

  it('keeps two holds with the same reason apart', () => {
    const first = holdUpdates('interview open');
    const second = holdUpdates('interview open');
    first();
    expect(updateHolds.get()).toEqual(['interview open']);
    second();
    expect(isUpdateHeld()).toBe(false);
  });

  it('tells subscribers when the holds change, and not after they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = updateHolds.subscribe(listener);
    const release = holdUpdates('interview open');
    expect(listener).toHaveBeenCalledTimes(1);
    release();
    expect(listener).toHaveBeenCalledTimes(2);
    // A second release changes nothing, so nobody is told.
    release();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    holdUpdates('answers waiting to sync')();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
