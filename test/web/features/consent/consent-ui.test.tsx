import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsentUi } from '#web/features/consent/components/consent-ui.tsx';

const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ConsentUi)));

describe('the consent banner and preferences dialog in every page frame', () => {
  it('sit inside <site-consent>, the banner hidden and the dialog closed until the island shows them', () => {
    expect(html).toMatch(/^<site-consent><section class="consent-banner" aria-label="Cookie consent"[^>]* hidden="">/);
    expect(html).toMatch(/<dialog class="modal modal--wide" aria-labelledby="consent-preferences-title">/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html.endsWith('</dialog></site-consent>')).toBe(true);
  });

  it('name each control the island answers: the banner choices, Save, Close and Reset', () => {
    const actions = [...html.matchAll(/data-consent="([^"]+)"/g)].map(([, action]) => action);
    expect(actions).toEqual(['close', 'accept-all', 'reject-all', 'manage', 'save', 'close-preferences', 'reset']);
  });

  it('offer a box per category, Necessary checked and disabled, the others unchecked', () => {
    const boxes = [...html.matchAll(/<input ([^>]*)type="checkbox"([^>]*)\/>/g)].map(([box = '']) => ({
      name: /name="([^"]+)"/.exec(box)?.[1],
      checked: box.includes('checked=""'),
      disabled: box.includes('disabled=""'),
    }));
    expect(boxes).toEqual([
      { name: 'necessary', checked: true, disabled: true },
      { name: 'analytics', checked: false, disabled: false },
      { name: 'marketing', checked: false, disabled: false },
      { name: 'preferences', checked: false, disabled: false },
    ]);
    expect(html).toContain('href="/legal-docs/cookie-policy"');
  });
});
