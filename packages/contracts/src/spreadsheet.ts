/**
 * Text a spreadsheet could take for a formula (= + - @, or a leading tab or carriage return that some
 * programs strip before looking) gets a leading apostrophe, so no export ever runs a user's text as a formula.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
