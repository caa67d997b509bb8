import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { RadioGroupField } from '#web/shared/ui/radio-group-field.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

const noop = () => undefined;

/** The control's id, its aria-describedby ids, and the ids of the hint and error paragraphs. */
function wiring(html: string) {
  const control = /<(?:input|select|textarea)[^>]*>/.exec(html)?.[0] ?? '';
  return {
    id: /id="([^"]+)"/.exec(control)?.[1],
    labelFor: /<label[^>]*for="([^"]+)"/.exec(html)?.[1],
    invalid: /aria-invalid="true"/.test(control),
    describedBy: /aria-describedby="([^"]+)"/.exec(control)?.[1]?.split(' ') ?? [],
    hintId: /<p id="([^"]+)" class="field__hint"/.exec(html)?.[1],
    errorId: /<p id="([^"]+)" class="field__error"/.exec(html)?.[1],
  };
}

describe('Field, the wrapper of every control', () => {
  it('ties the label, the hint and the error to a text field, a select and a checkbox alike', () => {
    const fields = [
      createElement(TextField, {
        label: 'Email',
        name: 'email',
        value: '',
        onValueChange: noop,
        hint: 'h',
        error: 'e',
      }),
      createElement(SelectField, {
        label: 'Status',
        name: 'status',
        value: 'a',
        options: [{ value: 'a', label: 'A' }],
        onValueChange: noop,
        hint: 'h',
        error: 'e',
      }),
      createElement(CheckboxField, {
        label: 'Remember me',
        name: 'r',
        checked: false,
        onCheckedChange: noop,
        hint: 'h',
        error: 'e',
      }),
    ];
    for (const field of fields) {
      const { id, labelFor, invalid, describedBy, hintId, errorId } = wiring(renderToStaticMarkup(field));
      expect(id).toEqual(expect.any(String));
      expect(labelFor).toBe(id);
      expect(invalid).toBe(true);
      expect(describedBy).toEqual([hintId, errorId]);
    }
  });

  it('marks nothing invalid and describes nothing without a hint or an error; optional fields say so', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, { label: 'Phone', name: 'p', value: '', onValueChange: noop }),
    );
    expect(wiring(html)).toMatchObject({ invalid: false, describedBy: [], hintId: undefined, errorId: undefined });
    expect(html).toContain('<span class="field__optional"> (optional)</span>');
  });

  it('puts a view setting beside its label, never marked optional', () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, {
        label: 'Sort by',
        name: 'sort',
        value: 'a',
        options: [{ value: 'a', label: 'A' }],
        onValueChange: noop,
        layout: 'inline',
      }),
    );
    expect(html).toMatch(/^<div class="field field--inline"><label class="field__label" for="[^"]+">Sort by<\/label>/);
    expect(html).not.toContain('(optional)');
  });

  it('names a row of a list for screen readers only, and ties its error to its control', () => {
    const html = renderToStaticMarkup(
      <Field label="Repository link 2" error="e" layout="hidden-label">
        {(control) => <input {...control} />}
      </Field>,
    );
    const { id, labelFor, invalid, describedBy, errorId } = wiring(html);
    expect(html).toMatch(/^<label class="visually-hidden" for="[^"]+">Repository link 2<\/label>/);
    expect(labelFor).toBe(id);
    expect(invalid).toBe(true);
    expect(describedBy).toEqual([errorId]);
  });

  it('groups radios in a fieldset named by its legend, each inside its own label', () => {
    const html = renderToStaticMarkup(
      createElement(RadioGroupField, {
        legend: 'Show the navbar of',
        name: 'user',
        value: 'user',
        options: [
          { value: 'visitor', label: 'A visitor' },
          { value: 'user', label: 'A signed-in user' },
        ],
        onValueChange: noop,
      }),
    );
    expect(html).toMatch(/^<fieldset><legend>Show the navbar of<\/legend>/);
    const radios = html.match(/<label class="checkbox-field" for="[^"]+"><input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([expect.stringContaining('value="user"')]);
  });
});

describe('FormOutcome and SubmitButton', () => {
  it('show what the last submit did, with its detail, and what the busy form is doing', () => {
    expect(renderToStaticMarkup(createElement(FormOutcome, { outcome: undefined }))).toBe('');
    expect(
      renderToStaticMarkup(
        createElement(FormOutcome, { outcome: { tone: 'error', message: 'Failed.', detail: 'Why.' } }),
      ),
    ).toBe('<div class="alert alert--error" role="alert"><p>Failed.</p><p>Why.</p></div>');
    expect(renderToStaticMarkup(createElement(FormOutcome, { outcome: { tone: 'success', message: 'Saved.' } }))).toBe(
      '<div class="alert alert--success" role="status">Saved.</div>',
    );
    expect(renderToStaticMarkup(createElement(SubmitButton, { busy: true, label: 'Save', busyLabel: 'Saving…' }))).toBe(
      '<button class="button" type="submit" disabled="">Saving…</button>',
    );
  });
});

describe('ConfirmDialog', () => {
  it('asks its question with the action and Cancel, Cancel taking the first focus, and no message yet', () => {
    const html = renderToStaticMarkup(
      createElement(
        ConfirmDialog,
        {
          open: true,
          onClose: noop,
          title: 'Remove this passkey?',
          actions: [{ label: 'Remove', pendingLabel: 'Removing…', run: noop }],
        },
        createElement('p', null, 'It will no longer sign you in.'),
      ),
    );
    expect(
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Remove this passkey? It will no longer sign you in. Remove Cancel');
    expect(html).toMatch(
      /<button class="button button--secondary" type="button" data-autofocus="[^"]*">Cancel<\/button>/,
    );
    expect(html).not.toContain('role="alert"');
  });

  it('describes each of several actions under its button', () => {
    const html = renderToStaticMarkup(
      createElement(ConfirmDialog, {
        open: true,
        onClose: noop,
        title: 'Delete Jane?',
        actions: [
          { label: 'Soft Delete', pendingLabel: 'Deleting…', tone: 'secondary', description: 'Kept.', run: noop },
          { label: 'Permanent Delete', pendingLabel: 'Deleting…', description: 'Gone.', run: noop },
        ],
      }),
    );
    for (const [label, text] of [
      ['Soft Delete', 'Kept.'],
      ['Permanent Delete', 'Gone.'],
    ]) {
      const describedBy = new RegExp(`aria-describedby="([^"]+)"[^>]*>${label}<`).exec(html)?.[1];
      expect(html).toContain(`<p id="${describedBy}">${text}</p>`);
    }
  });
});
