import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { type PaymentStage, ProgressStages } from './progress-stages.js';

const labels = {
  processing: 'Processing payment',
  activating: 'Activation in progress',
  activated: 'Subscription activated',
  error: 'Payment failed',
};

const renderStages = (stage: PaymentStage, extra: Partial<Parameters<typeof ProgressStages>[0]> = {}) =>
  render(<ProgressStages label="Payment progress" stage={stage} labels={labels} {...extra} />);

const current = () =>
  within(screen.getByRole('list', { name: 'Payment progress' })).queryByRole('listitem', { current: 'step' });

describe('ProgressStages', () => {
  it('marks the current stage and announces it', async () => {
    const { container, rerender } = renderStages('processing');
    expect(current()?.textContent).toBe('Processing payment');
    expect(screen.getByRole('status').textContent).toBe('Processing payment');
    rerender(<ProgressStages label="Payment progress" stage="activating" labels={labels} />);
    expect(current()?.textContent).toBe('Activation in progress');
    expect(screen.getByRole('status').textContent).toBe('Activation in progress');
    await expectNoAxeViolations(container);
  });

  it('shows every stage done once activated', () => {
    renderStages('activated');
    expect(current()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Subscription activated');
  });

  it('names a stage behind by its done words, so nothing reads as still running (docs/subscriptions-and-money.md#payment-stages)', () => {
    renderStages('activated', {
      doneLabels: { processing: 'Payment received', activating: 'Activation complete' },
    });
    const items = within(screen.getByRole('list', { name: 'Payment progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Payment received',
      'Activation complete',
      'Subscription activated',
    ]);
  });

  it('marks the failed stage and alerts the error message', async () => {
    const { container } = renderStages('error', {
      failedStage: 'activating',
      errorMessage: 'Activation took too long. Please try again later.',
    });
    expect(current()?.textContent).toBe('Payment failed');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Processing payment',
      'Payment failed',
      'Subscription activated',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Activation took too long. Please try again later.');
    await expectNoAxeViolations(container);
  });
});
