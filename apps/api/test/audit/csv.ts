/** A small RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF line ends. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      line.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || line.length > 0) lines.push([...line, cell]);
  return lines;
}
