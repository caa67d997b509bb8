/**
 * A handler that does nothing: the instruction counts of the cold-start table subtract a process
 * that loads it, leaving the bundle's own init and first request (test/bench/cold-start-instructions.ts).
 */
export const handler = async () => ({ statusCode: 200 });
