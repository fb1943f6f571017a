import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { IconMic } from '../icon/icon.js';
import { StepList } from './step-list.js';

describe('StepList', () => {
  it('is an ordered list of titled steps', async () => {
    const { container } = render(
      <StepList
        steps={[
          { title: 'You dictate', description: 'Speak naturally.', icon: <IconMic /> },
          { title: 'We transcribe', icon: <IconMic /> },
          { title: 'We perfect', icon: <IconMic /> },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['You dictate', 'We transcribe', 'We perfect']);
    await expectNoAxeViolations(container);
  });
});
