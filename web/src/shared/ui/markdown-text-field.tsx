import { type ReactNode, useRef } from 'react';
import { insertAtCursor } from '#web/shared/lib/insert-at-cursor.ts';
import { TextField, type TextFieldProps } from './text-field';

/** Puts a snippet of markdown at the text area's cursor (in place of its selection). */
export type InsertIntoMarkdown = (snippet: string) => void;

/** Buttons beside a markdown field that add to its text (e.g. "Insert image"). */
export type MarkdownTools = (insert: InsertIntoMarkdown) => ReactNode;

export interface MarkdownTextFieldProps extends Omit<TextFieldProps, 'textAreaRef'> {
  rows: number;
  tools?: MarkdownTools;
}

/**
 * A markdown text area with its tools under it. A tool's insert lands where the cursor was when the
 * tool was opened: a text area keeps its selection while a dialog has the focus.
 */
export function MarkdownTextField({ tools, value, onValueChange, ...field }: MarkdownTextFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);

  function insert(snippet: string) {
    const current = area.current;
    const text = current?.value ?? value;
    const inserted = insertAtCursor(
      text,
      current?.selectionStart ?? text.length,
      current?.selectionEnd ?? text.length,
      snippet,
    );
    onValueChange(inserted.text);
    // After React has written the new text, so the cursor stays right after the snippet.
    setTimeout(() => current?.setSelectionRange(inserted.cursor, inserted.cursor));
  }

  return (
    <div className="markdown-text-field">
      <TextField {...field} value={value} onValueChange={onValueChange} textAreaRef={area} />
      {tools && <div className="form__actions">{tools(insert)}</div>}
    </div>
  );
}
