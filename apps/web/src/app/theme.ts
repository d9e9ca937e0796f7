import { createTheme } from '@mantine/core';

/** One deep-blue primary, Inter, Mantine's default radius: calm and finance-like. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#e7f0ff',
      '#cfdefc',
      '#9dbaf5',
      '#6894ef',
      '#3d74ea',
      '#2360e7',
      '#1456e7',
      '#0747ce',
      '#003eb9',
      '#0035a4',
    ],
  },
  fontFamily: 'Inter Variable, Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter Variable, Inter, system-ui, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  components: {
    // Every dialog's close button has a name (screen readers, axe button-name).
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The clear (x) button of every clearable select or tags input, and every toast's close button.
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
