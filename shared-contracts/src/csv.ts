/**
 * One line of a small CSV into its cells: quoted cells with "" inside, `separator` chosen by the reader,
 * each cell trimmed. For files read whole and line by line (a balancete, a budget sheet); the asset
 * register's import streams its files with its own reader (api/src/lib/leitura).
 */
export function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}
