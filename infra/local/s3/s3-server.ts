/**
 * s3rver in its own process: it needs `--openssl-legacy-provider` (paginated listings answer 500
 * without it), which we do not want on the rest of the stack. It listens on a port of its own, and
 * the versioning proxy (s3-versioning.ts) on the one the stack hands out: buckets named with a
 * `:versioned` suffix keep every version as S3 does; those with `:cors` answer the browser's
 * cross-origin POST (a presigned upload from the site's port). It exits when its parent does.
 * Arguments: port, directory, then the buckets.
 */
import S3rver from 's3rver';
import { localS3Client } from './s3-local';
import { repairS3Directory } from './s3-store-repair';
import { VERSIONS_BUCKET_SUFFIX } from './s3-version-store';
import { VersioningProxy } from './s3-versioning';

const [port, directory, ...bucketArguments] = process.argv.slice(2);
const bucketOptions = bucketArguments.map((argument) => {
  const [name = '', ...flags] = argument.split(':');
  return { name, versioned: flags.includes('versioned'), cors: flags.includes('cors') };
});
const versionedBuckets = bucketOptions.filter((bucket) => bucket.versioned).map((bucket) => bucket.name);
/** Any origin may POST a form or GET an object: locally the site and the API are on other ports. */
const ANY_ORIGIN_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod>
<AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
for (const file of repairS3Directory(directory ?? ''))
  console.warn(`Rewrote a file left missing or half-written by a kill: ${file}`);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [
    ...bucketOptions.map(({ name, cors }) => ({ name, configs: cors ? [ANY_ORIGIN_CORS] : [] })),
    ...versionedBuckets.map((name) => ({ name: name + VERSIONS_BUCKET_SUFFIX, configs: [] })),
  ],
});
const { port: upstreamPort } = await server.run();
const client = localS3Client(`http://127.0.0.1:${upstreamPort}`);
const proxy = new VersioningProxy({ port: Number(port), upstreamPort, client, versionedBuckets });
await proxy.start();
process.send?.('ready');
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  client.destroy();
  void proxy.close().then(() => server.close(() => process.exit(0)));
});
