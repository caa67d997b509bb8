import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_BYTES, type MediaItem } from '#shared/media.ts';
import { UploadError, uploadForm } from '#web/features/media/api/upload-form.ts';
import { ImageRejectedError, uploadImage, waitUntilReady } from '#web/features/media/api/upload-image.ts';
import {
  altProblem,
  describeUploadFailure,
  fileProblem,
  formatBytes,
  imageMarkdown,
} from '#web/features/media/lib/media-files.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { jsonResponse, stubApi } from '../../support/api-stub';

const ID = '0b5c2f0e-6d3a-4c4e-9a51-2f0d6c1e8a77';
const ticket = {
  id: ID,
  uploadUrl: 'http://127.0.0.1:4569/portfolio-media-local',
  uploadFields: { key: `uploads/${ID}`, 'Content-Type': 'image/png', Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
  url: `/media/${ID}/960.webp`,
};
const item = (changes: Partial<MediaItem>): MediaItem => ({
  id: ID,
  purpose: 'post',
  status: 'pending',
  fileName: 'cat.png',
  contentType: 'image/png',
  size: 4,
  alt: 'A cat',
  sizes: [],
  url: `/media/${ID}/960.webp`,
  uploadedBy: 'user-1',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...changes,
});

/** What a browser's XMLHttpRequest does with a form, answered as the test says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: { status: number; body?: string; progress?: [number, number][] } | 'network' = { status: 204 };
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners[type] = [...(this.uploadListeners[type] ?? []), listener];
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  abort() {
    for (const listener of this.listeners.abort ?? []) listener();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network') {
        for (const listener of this.listeners.error ?? []) listener();
        return;
      }
      for (const [loaded, total] of answer.progress ?? []) {
        for (const listener of this.uploadListeners.progress ?? []) {
          listener({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
      }
      this.status = answer.status;
      this.responseText = answer.body ?? '';
      for (const listener of this.listeners.load ?? []) listener();
    });
  }
}

const { answer, request } = stubApi();
const useFakeXhr = () => {
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 204 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
};
afterEach(() => vi.useRealTimers());

describe('the upload of the form to the media bucket', () => {
  it('POSTs the presigned fields first and the file last, to the upload URL, reporting progress', async () => {
    useFakeXhr();
    FakeXhr.answer = {
      status: 204,
      progress: [
        [100, 400],
        [400, 400],
      ],
    };
    const progress: number[] = [];
    await uploadForm(ticket, new Blob(['data'], { type: 'image/png' }), (step) =>
      progress.push(step.loaded / step.total),
    );
    const [sent] = FakeXhr.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(ticket.uploadUrl);
    expect([...(sent?.body?.keys() ?? [])]).toEqual([...Object.keys(ticket.uploadFields), 'file']);
    expect(sent?.body?.get('key')).toBe(`uploads/${ID}`);
    expect(progress).toEqual([0.25, 1]);
  });

  it("says why the bucket refused the form, in the bucket's words, and when the network failed", async () => {
    useFakeXhr();
    FakeXhr.answer = {
      status: 403,
      body: '<Error><Code>AccessDenied</Code><Message>Policy expired.</Message></Error>',
    };
    await expect(uploadForm(ticket, new Blob(['x']))).rejects.toThrow('The upload took too long. Please try again.');
    FakeXhr.answer = { status: 400, body: '<Error><Code>EntityTooLarge</Code><Message>Too big</Message></Error>' };
    await expect(uploadForm(ticket, new Blob(['x']))).rejects.toThrow('images may be at most 10 MB');
    FakeXhr.answer = 'network';
    const failure = await uploadForm(ticket, new Blob(['x'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).status).toBe(0);
  });
});

describe('an image upload', () => {
  it('asks for a ticket, uploads the file, then asks for the item until it is ready', async () => {
    useFakeXhr();
    answer(
      jsonResponse(ticket, 201),
      jsonResponse(item({ status: 'pending' })),
      jsonResponse(item({ status: 'ready', width: 1600, height: 1067 })),
    );
    const phases: string[] = [];
    const file = new File(['data'], 'cat.png', { type: 'image/png' });
    const ready = await uploadImage(
      file,
      { alt: 'A cat', purpose: 'post' },
      { pollMs: 1, onPhase: (phase) => phases.push(phase.phase) },
    );
    expect(request(0)).toMatchObject({
      url: 'http://localhost:5000/api/media',
      method: 'POST',
      body: { alt: 'A cat', purpose: 'post', fileName: 'cat.png', contentType: 'image/png', size: 4 },
    });
    expect(FakeXhr.sent[0]?.body?.get('file')).toBeInstanceOf(Blob);
    expect(request(1)).toMatchObject({ url: `http://localhost:5000/api/media/${ID}`, method: 'GET' });
    expect(request(2).url).toBe(`http://localhost:5000/api/media/${ID}`);
    expect(ready.status).toBe('ready');
    expect(phases).toEqual(['uploading', 'processing']);
  });

  it("stops at a rejected item with the worker's reason", async () => {
    answer(jsonResponse(item({ status: 'rejected', rejectedReason: 'the file is not a PNG image' })));
    const failure = await waitUntilReady(ID, { pollMs: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageRejectedError);
    expect((failure as Error).message).toBe('The image was not accepted: the file is not a PNG image.');
  });

  it('asks every second and gives up after a minute', async () => {
    vi.useFakeTimers();
    answer(...Array.from({ length: 70 }, () => jsonResponse(item({ status: 'pending' }))));
    const waiting = waitUntilReady(ID).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(61_000);
    const failure = await waiting;
    expect((failure as Error).message).toMatch(/taking too long/);
    // At 0 s, 1 s, … 60 s: then no more.
    expect(request(60).url).toBe(`http://localhost:5000/api/media/${ID}`);
    expect(request(61).url).toBe('');
  });
});

describe('what is checked before an upload', () => {
  it('refuses SVG, other types, empty and oversize files', () => {
    expect(fileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/^SVG images are not accepted/);
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe('Choose a JPEG, PNG, WebP, AVIF or GIF image.');
    expect(fileProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ type: 'image/png', size: MEDIA_MAX_BYTES + 1 })).toBe(
      'Images may be at most 10 MB; this one is 10 MB.',
    );
    expect(fileProblem({ type: 'image/webp', size: MEDIA_MAX_BYTES })).toBeUndefined();
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(310 * 1024)).toBe('310 kB');
  });

  it("says what the API refused: its field messages, else the failure's message", () => {
    const refused = new ApiError('Validation failed', 400, {
      message: 'Validation failed',
      errors: [{ field: 'fileName', message: 'The file name’s extension does not match its content type' }],
    });
    expect(describeUploadFailure(refused)).toBe('The file name’s extension does not match its content type.');
    expect(describeUploadFailure(new ApiError('SVG images are not accepted', 415, {}))).toBe(
      'SVG images are not accepted',
    );
  });

  it('requires alt text', () => {
    expect(altProblem('  ')).toMatch(/^Alt text is required/);
    expect(altProblem('A cat')).toBeUndefined();
  });
});

describe('the markdown of an uploaded image', () => {
  it("points at the default size with the original's dimensions, its alt text escaped", () => {
    expect(imageMarkdown({ id: ID, alt: 'A [cat]\non a \\ mat', width: 1600, height: 1067 })).toBe(
      `![A \\[cat\\] on a \\\\ mat](/media/${ID}/960.webp#1600x1067)`,
    );
    expect(imageMarkdown({ id: ID, alt: 'Plain' })).toBe(`![Plain](/media/${ID}/960.webp)`);
  });
});
