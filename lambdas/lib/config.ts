import { DEFAULT_LOCAL_TABLE_NAME } from './db/table-schema';

/** Runtime settings of every handler, from the Lambda environment (CDK) or the local stack. */
export const config = {
  region: process.env.AWS_REGION ?? 'eu-west-1',
  tableName: process.env.TABLE_NAME ?? DEFAULT_LOCAL_TABLE_NAME,
  contentBucket: process.env.CONTENT_BUCKET ?? 'portfolio-content-local',
  /** Uploaded images: `uploads/` as sent by browsers, `media/` the sizes served (shared/media.ts). */
  mediaBucket: process.env.MEDIA_BUCKET ?? 'portfolio-media-local',
  /** Set only locally: DynamoDB Local, s3rver and the SES inbox are reached by endpoint override. */
  dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
  s3Endpoint: process.env.S3_ENDPOINT || undefined,
  corsOrigins: (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  appVersion: process.env.APP_VERSION ?? 'dev',
  senderEmail: process.env.SES_FROM_ADDRESS || 'no-reply@example.com',
  siteOwnerEmail: process.env.SITE_OWNER_EMAIL || process.env.SES_FROM_ADDRESS || 'owner@example.com',
  /**
   * scrypt's cost as log2 of N: 17 (OWASP's N=2^17, 128 MiB) unless `PASSWORD_HASH_LOG2_COST`
   * says otherwise. CDK never sets it; the test tiers set 10, so that the hundreds of accounts they create
   * do not spend minutes hashing (docs/testing.md). Each hash carries its own cost, so hashes made
   * at any cost verify. Read on use; a value outside 10–20 is refused.
   */
  get passwordHashLog2Cost(): number {
    const configured = process.env.PASSWORD_HASH_LOG2_COST;
    if (configured === undefined || configured === '') return 17;
    const cost = Number(configured);
    if (!Number.isInteger(cost) || cost < 10 || cost > 20) {
      throw new Error(`PASSWORD_HASH_LOG2_COST must be an integer from 10 to 20, not ${configured}`);
    }
    return cost;
  },
  /** The bucket the SPA is served from; the page renderer stores the rendered pages there (`_pages/`). */
  get siteBucket() {
    return process.env.SITE_BUCKET ?? 'portfolio-site-local';
  },
  /** The API's base URL (`…/api`) the page renderer reads public data through, as a visitor's browser would. */
  get renderApiUrl() {
    return (process.env.RENDER_API_URL ?? '').replace(/\/+$/, '');
  },
  /** Base of links in mails (reset password); the local stack sets the Vite URL. */
  // Read on use: the preview (infra/local/preview/preview-stack.ts) sets it after the handlers are loaded.
  get siteUrl() {
    return (process.env.SITE_URL ?? '').replace(/\/+$/, '');
  },
  /**
   * The passkeys' relying-party id: `WEBAUTHN_RP_ID` (CDK sets the site's domain), else the host of
   * the site URL (`localhost` locally), else empty: passkeys are off until the site's address is known.
   */
  get passkeyRpId() {
    const configured = (process.env.WEBAUTHN_RP_ID ?? '').trim().toLowerCase();
    if (configured) return configured;
    try {
      return new URL(this.siteUrl).hostname;
    } catch {
      return '';
    }
  },
  /**
   * The origins a passkey ceremony may come from: `WEBAUTHN_ORIGINS` (comma-separated), else the
   * site URL's origin. Read on use: the local stack and the tests set the site URL with the port
   * the dev server got.
   */
  get passkeyOrigins(): string[] {
    const configured = (process.env.WEBAUTHN_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    if (configured.length > 0) return configured;
    try {
      return [new URL(this.siteUrl).origin];
    } catch {
      return [];
    }
  },
};
