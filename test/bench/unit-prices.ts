/**
 * The AWS list prices the cost model uses (docs/cost.md shows this same table): us-east-1, on-demand,
 * as of 2025, written from memory on a machine without internet. Check them against the AWS pricing
 * pages before relying on a figure. Free allowances are the always-free tiers (not the 12-month ones).
 */
export const PRICES_AS_OF = 'us-east-1 list prices as of 2025, unchecked (no internet here)';

const UNIT_PRICES = {
  /** CloudFront HTTPS requests (North America and Europe): $0.0100 per 10,000; 10 million a month free. */
  cloudFrontRequest: { usd: 0.01 / 10_000, freePerMonth: 10_000_000 },
  /** CloudFront data transfer out to the internet, per GB (first 10 TB): 1 TB a month free. */
  cloudFrontGb: { usd: 0.085, freePerMonth: 1024 },
  /** HTTP API requests (first 300 million): $1.00 per million; the free tier is for the first 12 months only. */
  apiRequest: { usd: 1 / 1_000_000, freePerMonth: 0 },
  /** Lambda requests: $0.20 per million; 1 million a month free. */
  lambdaRequest: { usd: 0.2 / 1_000_000, freePerMonth: 1_000_000 },
  /** Lambda compute (arm64), per GB-second: 400,000 GB-seconds a month free. */
  lambdaGbSecond: { usd: 0.0000133334, freePerMonth: 400_000 },
  /** DynamoDB on-demand read request units: $0.125 per million (one strongly consistent read of up to 4 KB). */
  dynamoDbRead: { usd: 0.125 / 1_000_000, freePerMonth: 0 },
  /** DynamoDB on-demand write request units: $0.625 per million (one write of up to 1 KB). */
  dynamoDbWrite: { usd: 0.625 / 1_000_000, freePerMonth: 0 },
  /** S3 Standard GET and HEAD requests: $0.0004 per 1,000 (no always-free allowance). */
  s3Get: { usd: 0.0004 / 1_000, freePerMonth: 0 },
  /** S3 Standard PUT, COPY, POST and LIST requests: $0.005 per 1,000. */
  s3Put: { usd: 0.005 / 1_000, freePerMonth: 0 },
} as const;

export type MeteredUnit = keyof typeof UNIT_PRICES;

/** What `perView` units a page view cost at `views` page views a month: list price, and after the free tiers. */
export function monthlyCost(perView: Record<MeteredUnit, number>, views: number): { list: number; afterFree: number } {
  let list = 0;
  let afterFree = 0;
  for (const unit of Object.keys(UNIT_PRICES) as MeteredUnit[]) {
    const { usd, freePerMonth } = UNIT_PRICES[unit];
    const used = perView[unit] * views;
    list += used * usd;
    afterFree += Math.max(0, used - freePerMonth) * usd;
  }
  return { list, afterFree };
}
