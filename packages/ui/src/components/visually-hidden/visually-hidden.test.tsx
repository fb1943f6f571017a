import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden.js';

describe('VisuallyHidden', () => {
  it('keeps its text for assistive technology, with the attributes it is given', () => {
    render(<VisuallyHidden role="status">Invitation sent</VisuallyHidden>);
    expect(screen.getByRole('status').textContent).toBe('Invitation sent');
  });

  it('is hidden by a class, never by an inline style a Content-Security-Policy would block', () => {
    const html = renderToString(<VisuallyHidden className="extra">(opens in a new tab)</VisuallyHidden>);
    expect(html).not.toContain('style=');
    expect(html).toMatch(/^<span class="[^"]+ extra">\(opens in a new tab\)<\/span>$/);
  });
});
