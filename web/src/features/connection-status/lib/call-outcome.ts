import type { ApiCall, CallOutcome } from '#web/shared/api/call-log.ts';

/** `HTTP 200`, `Timed out`, … as the network settings page lists a call. */
export function outcomeLabel(outcome: CallOutcome): string {
  if (outcome === 'timeout') return 'Timed out';
  if (outcome === 'network') return 'No answer (network error)';
  if (outcome === 'aborted') return 'Cancelled';
  return `HTTP ${outcome}`;
}

/** Answered (any HTTP status) or not (timeout, network); cancelled calls count as neither. */
export type OutcomeKind = 'success' | 'refused' | 'server-error' | 'no-answer' | 'cancelled';

export function outcomeKind(outcome: CallOutcome): OutcomeKind {
  if (outcome === 'aborted') return 'cancelled';
  if (typeof outcome !== 'number') return 'no-answer';
  if (outcome >= 500) return 'server-error';
  return outcome >= 400 ? 'refused' : 'success';
}

export interface CallSummary {
  count: number;
  answered: number;
  noAnswer: number;
  /** Median duration of the answered calls, or undefined when none was answered. */
  medianAnsweredMs?: number;
}

export function summarizeCalls(calls: readonly ApiCall[]): CallSummary {
  const answered = calls.filter((call) => typeof call.outcome === 'number').map((call) => call.durationMs);
  const sorted = answered.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    count: calls.length,
    answered: sorted.length,
    noAnswer: calls.filter((call) => outcomeKind(call.outcome) === 'no-answer').length,
    ...(sorted.length > 0 ? { medianAnsweredMs: Math.round(median ?? 0) } : {}),
  };
}
