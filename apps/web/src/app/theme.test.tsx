import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { renderPage } from '../testing/render';

/** The theme names the buttons Mantine draws without a name (docs/product/README.md#keyboard-and-screen-readers). */
describe('buttons the theme names', () => {
  it('a clearable select’s clear button, and a toast’s close button', async () => {
    renderPage(<Select label="State" clearable data={['Texas', 'Ohio']} defaultValue="Texas" />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();

    notify.success('Calculation saved successfully');
    expect(await screen.findByText('Calculation saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
