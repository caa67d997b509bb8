/**
 * s3rver in its own process: it needs `--openssl-legacy-provider` (paginated listings answer 500
 * without it), which we do not want on the rest of the stack. It exits when its parent does.
 */
import S3rver from 's3rver';

const [port, directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
await server.run();
process.send?.('ready');
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
