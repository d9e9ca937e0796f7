/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows keyed by the header.
 * Blank lines are skipped; header names and cells are trimmed. Used by the browser before upload.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const records = splitRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rows.map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
