/**
 * The CSV splitter of every CSV the product reads: the API's streaming import reader (api/src/lib/leitura,
 * which splits the bytes into lines and decodes each before it comes here) and the screens' reading of a
 * small file held whole (a balancete), which `csvCells` serves line by line. Plain text in, no I/O: it
 * runs in the browser and in Node alike.
 */

/** A CSV record being read: carried from line to line while a quoted field is open. */
export type CsvRecordState = { fields: string[]; field: string; quoted: boolean };

export const newCsvRecord = (): CsvRecordState => ({ fields: [], field: '', quoted: false });

/**
 * Reads one line of text into the record (RFC 4180: a quote opens a field only at its start, a doubled
 * quote inside is one quote, a quoted field may hold the separator and line breaks); true when the record
 * ended with the line, false when a quoted field is still open (the line break is kept in it).
 */
export function readCsvLine(text: string, separator: string, record: CsvRecordState): boolean {
  let fieldStart = !record.quoted && record.field === '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (record.quoted) {
      if (c !== '"') record.field += c;
      else if (text[i + 1] === '"') {
        record.field += '"';
        i++;
      } else record.quoted = false;
    } else if (c === separator) {
      record.fields.push(record.field);
      record.field = '';
      fieldStart = true;
      continue;
    } else if (c === '"' && fieldStart) record.quoted = true;
    else record.field += c;
    fieldStart = false;
  }
  if (record.quoted) {
    record.field += '\n';
    return false;
  }
  record.fields.push(record.field);
  return true;
}

/**
 * One line of a small CSV into its cells, each trimmed: `separator` chosen by the caller; a quote left
 * open runs to the end of the line.
 */
export function csvCells(line: string, separator: string): string[] {
  const record = newCsvRecord();
  if (!readCsvLine(line, separator, record)) record.fields.push(record.field);
  return record.fields.map((c) => c.trim());
}
