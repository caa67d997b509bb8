/**
 * The UTC clock hour of a moment (`YYYY-MM-DDTHH`), the unit of the hourly rate counters; when
 * its counters may be removed (TTL, an hour after it ends); and the seconds until it ends.
 */
export function hourBucket(now: Date): { hour: string; expiresAt: number; secondsLeft: number } {
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600;
  return {
    hour: now.toISOString().slice(0, 13),
    expiresAt: hourStart + 2 * 3_600,
    secondsLeft: Math.max(1, hourStart + 3_600 - Math.floor(now.getTime() / 1_000)),
  };
}
