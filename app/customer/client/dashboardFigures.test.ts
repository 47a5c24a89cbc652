import { describe, expect, it } from 'vitest';
import {
  insightBasis,
  percentText,
  previewAnswer,
  RING_CIRCUMFERENCE,
  ringDashOffset,
  topicBarWidth,
} from './dashboardFigures';

describe('insightBasis', () => {
  it('counts the interviews an insight rests on, or 1 when it lists none', () => {
    expect(insightBasis({ interviewIds: ['a', 'b', 'c'] })).toBe(3);
    expect(insightBasis({ interviewIds: [] })).toBe(1);
  });
});

describe('ringDashOffset', () => {
  it('leaves the whole circumference empty at 0% and none at 100%', () => {
    expect(RING_CIRCUMFERENCE).toBe(251.2);
    expect(ringDashOffset(0)).toBe(251.2);
    expect(ringDashOffset(100)).toBe(0);
    expect(ringDashOffset(25)).toBeCloseTo(188.4);
    expect(ringDashOffset(68)).toBeCloseTo(80.384);
  });

  it('clamps figures outside 0-100', () => {
    expect(ringDashOffset(-5)).toBe(251.2);
    expect(ringDashOffset(140)).toBe(0);
  });
});

describe('topicBarWidth', () => {
  it('is value / 20 of the track, as the spec draws it', () => {
    expect(topicBarWidth(17)).toBe('85%');
    expect(topicBarWidth(9)).toBe('45%');
    expect(topicBarWidth(11)).toBe('55%');
    expect(topicBarWidth(3)).toBe('15%');
    expect(topicBarWidth(0)).toBe('0%');
  });

  it('stops at a full track from 20 answers on', () => {
    expect(topicBarWidth(20)).toBe('100%');
    expect(topicBarWidth(25)).toBe('100%');
  });
});

describe('percentText', () => {
  it("shows the percent, or '—' when there was nothing to measure", () => {
    expect(percentText(96)).toBe('96%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
  });
});

describe('previewAnswer', () => {
  it('keeps answers of up to 150 characters whole', () => {
    const exact = 'x'.repeat(150);
    expect(previewAnswer(exact)).toBe(exact);
    expect(previewAnswer('Short.')).toBe('Short.');
  });

  it("cuts longer ones at 150 characters and adds '...'", () => {
    const long = `${'a'.repeat(150)}bcdef`;
    expect(previewAnswer(long)).toBe(`${'a'.repeat(150)}...`);
  });

  it('does not leave a space before the dots', () => {
    const long = `${'a'.repeat(149)} and more words`;
    expect(previewAnswer(long)).toBe(`${'a'.repeat(149)}...`);
  });
});
