import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoader } from './page-loader';

// docs/product/README.md#constants-used-across-areas: spinner timeout 4 seconds.
describe('the page loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spins for 4 seconds, then says the wait is unusual and offers a reload', () => {
    const { container } = render(
      <MantineProvider env="test">
        <PageLoader label="Loading your invitation…" />
      </MantineProvider>,
    );
    const spinner = () => container.querySelector('.mantine-Loader-root');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invitation…');
    expect(spinner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(3999));
    expect(spinner()).not.toBeNull();
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(spinner()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This is taking longer than usual. Check your connection, or reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
