export const EXPORT_FALLBACK_FILENAME = 'account-data.json';
export const EXPORT_FAILURE = 'An error occurred while exporting data';
/** A success message stays this long, then disappears. */
export const SUCCESS_MESSAGE_MS = 5000;

export function exportSuccessMessage(filename: string): string {
  return `Data prepared successfully as ${filename}`;
}

/** No folders, no control characters: the name the browser saves under. */
function safeFilename(name: string): string | undefined {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .trim();
  return base ? base : undefined;
}

function decodeExtended(value: string): string | undefined {
  const encoded = value.replace(/^[\w-]*'[\w-]*'/, '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * The file name in a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename=`),
 * else the fallback.
 */
export function filenameFromContentDisposition(
  header: string | null | undefined,
  fallback = EXPORT_FALLBACK_FILENAME,
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim().replace(/^"|"$/g, '');
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (extended && decodeExtended(extended)) || plain?.[2] || plain?.[1]?.trim();
  return (name && safeFilename(name)) ?? fallback;
}
