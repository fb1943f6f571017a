import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { FeatureList } from './feature-list.js';

describe('FeatureList', () => {
  it('is a list with one item per feature and decorative checks', async () => {
    const { container } = render(
      <FeatureList aria-label="Included" items={['Real-time transcription', 'Priority support']} />,
    );
    const list = screen.getByRole('list', { name: 'Included' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Real-time transcription', 'Priority support']);
    expect(list.querySelectorAll('svg[aria-hidden="true"]').length).toBe(2);
    await expectNoAxeViolations(container);
  });
});
