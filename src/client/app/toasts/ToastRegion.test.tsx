import { notify } from '@client/components/feedback/notify';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_REGION_LABEL, ToastRegion } from './ToastRegion';

afterEach(cleanup);

describe('toast region', () => {
  it('is a labelled region that Alt+T focuses', () => {
    render(
      <>
        <button type="button">Somewhere else</button>
        <ToastRegion />
      </>,
    );
    const region = screen.getByRole('region', { name: TOAST_REGION_LABEL });
    expect(region.getAttribute('tabindex')).toBe('-1');
    screen.getByRole('button', { name: 'Somewhere else' }).focus();
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(region);
  });

  it('ignores T without Alt', () => {
    render(<ToastRegion />);
    fireEvent.keyDown(window, { key: 't', code: 'KeyT' });
    expect(document.activeElement).toBe(document.body);
  });

  it('shows a toast raised before the toaster had loaded, once it has', async () => {
    // The start-up check of a pending payment can finish before the toaster's chunk has arrived.
    notify('Raised before the toaster existed', 'info');
    render(<ToastRegion />);
    expect(await screen.findByText('Raised before the toaster existed')).toBeTruthy();
  });
});
