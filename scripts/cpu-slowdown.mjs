// The CPU slowdown that makes this machine run like Lighthouse's mobile reference phone (decision 0095).
// Lighthouse's fixed 4x assumes a host whose benchmarkIndex is about 1,500; a slower host slowed 4x measures
// a phone far slower than the one the targets are meant for. The figures are those of Lighthouse's
// throttling guide and its CPU throttling calculator: 2,000 -> 6x, 1,533 -> 4x, 1,300 -> 3x, 800 -> 2x,
// 150 -> 1x, straight lines between them.

/** The slowdown for a host of that benchmarkIndex, rounded to a tenth. */
export const cpuSlowdownFor = (benchmarkIndex) => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(
      `benchmarkIndex ${benchmarkIndex}: this host is slower than the phone Lighthouse simulates, its figures would not mean anything`,
    );
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 10) / 10;
};

/** The middle value of a list of numbers; the mean of the middle two when the list is even. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The slowdown for a route, from its runs' readings of the host (decision 0103). One reading varies by
 * about a fifth from the next on an idle machine, and the host's speed drifts over a full bench, so the
 * route is calibrated on the median of the readings taken while it was measured.
 */
export const calibrationOf = (readings) => {
  const benchmarkIndex = Math.round(median(readings));
  return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
};
