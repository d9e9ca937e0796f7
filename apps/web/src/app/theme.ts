import { createTheme } from '@mantine/core';

const CLEAR_BUTTON = { 'aria-label': 'Clear', 'aria-hidden': false, tabIndex: 0 };

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
    // Mantine's green with darker shades 8 and 9: they colour text (a profit figure, a light badge's label), and
    // Mantine's own (#2f9e44, #2b8a3e) read at 3.4:1 and 4.4:1 on white, under the 4.5:1 of WCAG AA (axe).
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#237032',
      '#1e6b30',
    ],
  },
  fontFamily: 'Inter Variable, Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter Variable, Inter, system-ui, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  components: {
    // Every dialog's close button has a name (screen readers, axe button-name).
    Modal: { defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The clear (x) button of a clearable select or tags input: Mantine hides it from screen readers and the
    // Tab key; named and reachable, a keyboard user can clear a filter too (it shows only when there is a value).
    Select: { defaultProps: { clearButtonProps: CLEAR_BUTTON } },
    MultiSelect: { defaultProps: { clearButtonProps: CLEAR_BUTTON } },
    TagsInput: { defaultProps: { clearButtonProps: CLEAR_BUTTON } },
    // Every toast's close button.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
