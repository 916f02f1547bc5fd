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
