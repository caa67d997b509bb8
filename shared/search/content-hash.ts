/**
 * A 96-bit hash of a text, for naming content (an index version): the same text always gives the
 * same name, a changed text another. Not for security. Plain JavaScript (cyrb53 with two seeds), so
 * that it runs wherever the index is built, synchronously.
 */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export const contentHash = (text: string): string => `${cyrb53(text, 1)}${cyrb53(text, 2)}`.slice(0, 24);
