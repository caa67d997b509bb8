import type { MediaContentType } from '#shared/media.ts';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * AVIF is an ISO-BMFF file: its first box is `ftyp`, whose major brand or one of its compatible
 * brands is `avif` (a still image) or `avis` (a sequence).
 */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    // Bytes 12..15 are the minor version, not a brand.
    if (offset === 12) continue;
    const brand = bytes.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

const MATCHES: Readonly<Record<MediaContentType, (bytes: Buffer) => boolean>> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/avif': isAvif,
};

/** Whether the bytes begin as a file of the declared type does (its magic number). */
export const bytesMatchType = (bytes: Buffer, contentType: MediaContentType) => MATCHES[contentType](bytes);
