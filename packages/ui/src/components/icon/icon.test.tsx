import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import * as icons from './icon.js';

describe('icons', () => {
  it('are all hidden from assistive technology and unfocusable', async () => {
    const { container } = render(
      <button type="button" aria-label="Copy">
        {Object.values(icons).map((Icon) => (
          <Icon key={Icon.displayName} />
        ))}
      </button>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs.length).toBe(Object.keys(icons).length);
    for (const svg of svgs) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    }
    await expectNoAxeViolations(container);
  });

  it('take a size and a caller class', () => {
    const { container } = render(<icons.IconCheck size="large" className="extra" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('extra');
  });
});
