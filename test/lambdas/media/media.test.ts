import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaEvents } from '#infra/local/events/media-events.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handler } from '#lambdas/media/handler.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as resize } from '#lambdas/resize/handler.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_MAX_BYTES, mediaKey, mediaSizes, uploadKey } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const bucket = process.env.MEDIA_BUCKET ?? '';
const s3 = localS3Client(process.env.S3_ENDPOINT ?? '');
type Account = Awaited<ReturnType<typeof signedInAs>>;
let editor: Account;
let user: Account;
let admin: Account;

beforeAll(async () => {
  // One at a time: password hashing on a busy machine can outlast the sign-in's time budget.
  editor = await signedInAs('Editor');
  user = await signedInAs('User');
  admin = await signedInAs('Admin');
});
afterAll(() => s3.destroy());

/** A JPEG carrying EXIF (camera, orientation 6: shown rotated a quarter turn). */
const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Make: 'TestCamera', Model: 'Secret 1' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const request = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'sunset.jpg',
  contentType: 'image/jpeg',
  size: 1000,
  alt: 'A sunset over the sea',
  purpose: 'post',
  ...overrides,
});

const presign = (body: Record<string, unknown>, account: Account = editor) =>
  invoke(handler, 'POST', '/api/media', {
    headers: { ...account.headers, 'idempotency-key': crypto.randomUUID() },
    body,
  });

/** Sends the form as a browser does: the fields first, then the file. */
async function upload(
  ticket: { uploadUrl: string; uploadFields: Record<string, string> },
  bytes: Buffer,
  type: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.uploadFields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  const answer = await fetch(ticket.uploadUrl, { method: 'POST', body: form });
  expect(answer.status).toBeLessThan(300);
}

const objectCreated = (key: string) =>
  resize({
    version: '0',
    id: 'test',
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-1',
    resources: [],
    detail: { bucket: { name: bucket }, object: { key } },
  });

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

async function readObject(key: string) {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { bytes: Buffer.from(await (answer.Body?.transformToByteArray() ?? new Uint8Array())), answer };
}

/** Presigns, uploads and runs the worker on the upload's event: the item as it then is. */
async function uploadAndProcess(body: Record<string, unknown>, bytes: Buffer, account: Account = editor) {
  const ticket = await presign({ ...body, size: bytes.length }, account);
  expect(ticket.statusCode).toBe(201);
  await upload(ticket.json, bytes, String(body.contentType));
  await objectCreated(uploadKey(ticket.json.id));
  return (await invoke(handler, 'GET', `/api/media/${ticket.json.id}`, { headers: account.headers })).json;
}

describe('media uploads', () => {
  it('presigns, takes the real multipart POST, makes WebP sizes without EXIF, and deletes them all', async () => {
    const original = await jpegWithExif(2000, 1500);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TestCamera');
    const ticket = await presign(request({ size: original.length }));
    expect(ticket.statusCode).toBe(201);
    const { id } = ticket.json;
    expect(ticket.json.url).toBe(`/media/${id}/960.webp`);
    expect(ticket.json.uploadUrl).toBe(`${process.env.S3_ENDPOINT}/${bucket}`);
    expect(ticket.json.uploadFields).toMatchObject({ key: `uploads/${id}`, 'Content-Type': 'image/jpeg' });
    expect((await invoke(handler, 'GET', `/api/media/${id}`, { headers: editor.headers })).json.status).toBe('pending');

    // The browser on the site's port asks first: the local bucket answers its cross-origin POST.
    const preflight = await fetch(ticket.json.uploadUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    await upload(ticket.json, original, 'image/jpeg');
    expect(await keysUnder(uploadKey(id))).toEqual([uploadKey(id)]);
    expect(await objectCreated(uploadKey(id))).toEqual({ outcome: 'ready' });

    // Orientation 6 applied: the 2000×1500 landscape is shown as a 1500×2000 portrait.
    const item = (await invoke(handler, 'GET', `/api/media/${id}`, { headers: editor.headers })).json;
    expect(item).toMatchObject({ status: 'ready', width: 1500, height: 2000, alt: 'A sunset over the sea' });
    expect(item.sizes).toEqual(mediaSizes(id, 1500, 2000));
    // An image that may be a cover also gets a JPEG for link previews (some unfurlers refuse WebP).
    expect(item.shareImage).toEqual({ width: 1200, height: 1600, url: `/media/${id}/share.jpg` });
    expect(await keysUnder(`media/${id}/`)).toEqual([
      mediaKey(id, 1600),
      mediaKey(id, 480),
      mediaKey(id, 960),
      `media/${id}/share.jpg`,
    ]);
    const share = await readObject(`media/${id}/share.jpg`);
    expect(share.answer.ContentType).toBe('image/jpeg');
    const shareMetadata = await sharp(share.bytes).metadata();
    expect(shareMetadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(shareMetadata.exif).toBeUndefined();
    for (const [name, width] of [
      [480, 480],
      [960, 960],
      [1600, 1500],
    ] as const) {
      const { bytes, answer } = await readObject(mediaKey(id, name));
      expect(answer.ContentType).toBe('image/webp');
      expect(answer.CacheControl).toBe(MEDIA_CACHE_CONTROL);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect(await keysUnder('uploads/')).not.toContain(uploadKey(id));
    // A retry of the same event changes nothing.
    expect(await objectCreated(uploadKey(id))).toEqual({ outcome: 'skipped' });

    const listed = await invoke(handler, 'GET', '/api/media?purpose=post', { headers: editor.headers });
    expect(listed.json.items[0].id).toBe(id);
    expect((await invoke(handler, 'GET', '/api/media', { headers: user.headers })).statusCode).toBe(403);

    expect((await invoke(handler, 'DELETE', `/api/media/${id}`, { headers: user.headers })).statusCode).toBe(403);
    expect((await invoke(handler, 'DELETE', `/api/media/${id}`, { headers: editor.headers })).statusCode).toBe(204);
    expect(await keysUnder(`media/${id}/`)).toEqual([]);
    const gone = await invoke(handler, 'GET', `/api/media/${id}`, { headers: editor.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json.message).toBe('Media item not found');
  });

  it('refuses SVG with 415, an oversize file, a mismatched extension and missing alt text with 400', async () => {
    const svg = await presign(request({ fileName: 'logo.svg', contentType: 'image/svg+xml' }));
    expect(svg.statusCode).toBe(415);
    expect(svg.json.message).toBe('SVG images are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF');
    const oversize = await presign(request({ size: 11 * 1024 * 1024 }));
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json.message).toBe('size: Images may be at most 10 MB');
    expect((await presign(request({ size: MEDIA_MAX_BYTES }))).statusCode).toBe(201);
    const extension = await presign(request({ fileName: 'sunset.png' }));
    expect(extension.json.message).toBe('fileName: The file name’s extension does not match its content type');
    const noAlt = await presign(request({ alt: '  ' }));
    expect(noAlt.json.message).toBe('alt: Alt text is required');
  });

  it('rejects a .png whose bytes are a JPEG, or text, and serves nothing of it', async () => {
    const jpeg = await jpegWithExif(64, 48);
    for (const bytes of [jpeg, Buffer.from('not an image at all, just some text')]) {
      const item = await uploadAndProcess(request({ fileName: 'shot.png', contentType: 'image/png' }), bytes);
      expect(item).toMatchObject({
        status: 'rejected',
        rejectedReason: 'The file is not a PNG image, as its name and type said',
      });
      expect(item.sizes).toEqual([]);
      expect(await keysUnder(`media/${item.id}/`)).toEqual([]);
      expect(await keysUnder(uploadKey(item.id))).toEqual([]);
    }
  });

  it('lets only editors upload for posts, and project owners or members for their project', async () => {
    const refused = await presign(request(), user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('Only editors and admins can upload images for posts and documents');
    const project = await invoke(projectsHandler, 'POST', '/api/projects', {
      headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() },
      body: { name: 'Gallery', visibility: 0, status: 1 },
    });
    const forProject = request({ purpose: 'project', projectId: project.json.id });
    expect((await presign(forProject, user)).statusCode).toBe(403);
    expect((await presign({ ...forProject, projectId: crypto.randomUUID() }, user)).json.message).toBe(
      'Project not found',
    );
    expect((await presign(request({ purpose: 'project' }), user)).json.message).toBe('projectId: Project is required');
    expect((await presign(forProject, admin)).statusCode).toBe(201);
    const other = await presign(request({ purpose: 'profile-picture' }), user);
    expect((await invoke(handler, 'GET', `/api/media/${other.json.id}`, { headers: editor.headers })).statusCode).toBe(
      200,
    );
    expect((await invoke(handler, 'GET', `/api/media/${other.json.id}`, { headers: admin.headers })).statusCode).toBe(
      200,
    );
  });

  it('makes a ready profile picture the user’s, replacing and deleting the previous one', async () => {
    const picture = request({ fileName: 'me.jpg', alt: '', purpose: 'profile-picture' });
    const first = await uploadAndProcess(picture, await jpegWithExif(300, 300), user);
    expect(first).toMatchObject({ status: 'ready', alt: 'Profile picture of Test User', width: 300 });
    expect(first.sizes).toEqual([{ width: 300, height: 300, url: `/media/${first.id}/480.webp` }]);
    expect(first.shareImage).toBeUndefined();
    const me = async () => (await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers })).json;
    expect((await me()).profilePictureId).toBe(first.id);

    const second = await uploadAndProcess(picture, await jpegWithExif(600, 400), user);
    expect((await me()).profilePictureId).toBe(second.id);
    expect((await invoke(handler, 'GET', `/api/media/${first.id}`, { headers: user.headers })).statusCode).toBe(404);
    expect(await keysUnder(`media/${first.id}/`)).toEqual([]);
    expect(await keysUnder(`media/${second.id}/`)).toHaveLength(3);

    // The picture is the user's profile's: deleting it is confirmed, as for any image in use.
    const unconfirmed = await invoke(handler, 'DELETE', `/api/media/${second.id}`, { headers: user.headers });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json.usedIn).toEqual([
      { kind: 'profile', id: user.id, title: 'Test User', link: `/users/view/${user.id}` },
    ]);
    const confirmed = await invoke(handler, 'DELETE', `/api/media/${second.id}?confirm=true`, {
      headers: user.headers,
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await me()).profilePictureId).toBeUndefined();
    expect((await invoke(handler, 'GET', `/api/media/${first.id}`, { headers: admin.headers })).statusCode).toBe(404);
  });

  it('delivers uploads to the worker through the local event poller, as the bucket’s rule does in AWS', async () => {
    const events = new LocalMediaEvents({
      worker: () => resize,
      s3,
      mediaBucket: bucket,
      region: 'eu-west-1',
      pollMs: 50,
      baseBackoffMs: 10,
    }).start();
    try {
      const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: '#0a7' } })
        .png()
        .toBuffer();
      const ticket = await presign(request({ fileName: 'chart.png', contentType: 'image/png', size: png.length }));
      await upload(ticket.json, png, 'image/png');
      await events.settle();
      const item = (await invoke(handler, 'GET', `/api/media/${ticket.json.id}`, { headers: editor.headers })).json;
      expect(item).toMatchObject({ status: 'ready', width: 1200, height: 800 });
      expect(events.deadLetters).toEqual([]);
    } finally {
      await events.stop();
    }
  });
});
