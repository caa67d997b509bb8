/** The retry-key header of create routes (IETF httpapi Idempotency-Key draft). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key and its answer are kept: 24 hours (DynamoDB TTL). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** 1–255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
