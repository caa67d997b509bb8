import { Fragment } from 'react';

/**
 * Text that may wrap where a reader expects it to: after `@` and `/`, before `.`, `_` and `-`.
 * An e-mail address or a path then breaks between its parts ("user@ / example.com") instead of
 * between any two letters, and a short one stays whole.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@/])|(?=[._-])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
