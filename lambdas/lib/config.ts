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
