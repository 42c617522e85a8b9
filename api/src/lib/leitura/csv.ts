import { newCsvRecord, readCsvLine } from '@gp/shared-contracts';
import { decodificarLinha, type ResumoCodificacao, somarCodificacao } from './codificacao.js';
import { LIMITE_BYTES, LIMITE_REGISTRO, planilhaInvalida } from './erros.js';

/**
 * Streaming CSV reader for legacy exports (docs/domain.md, "Implantação"): any of `;` `,` tab `|` as
 * separator (sniffed from the first line, outside quotes), RFC 4180 quotes (a doubled quote inside, line
 * breaks inside), a UTF-8 BOM or none, CRLF or LF. The bytes are split into lines first and each line is
 * decoded on its own (`codificacao.ts`), so a file mixing UTF-8 and Latin-1 line by line reads right; the
 * decoded lines are split into fields by the contracts' `readCsvLine`, the screens' CSV splitter too.
 * Only one record is held at a time, never the whole file.
 */

export type RegistroCsv = { linha: number; campos: string[] };
/** Filled in as the file is read: the separator found and the encodings seen so far. */
export type InfoCsv = { separador: string; codificacao: ResumoCodificacao };

const SEPARADORES = [';', ',', '\t', '|'] as const;
const LF = 0x0a;
const CR = 0x0d;

/** The separator of a header line: the candidate that appears most often outside quotes (`;` on a tie). */
export function detectarSeparador(linha: string): string {
  const contagem = new Map<string, number>(SEPARADORES.map((s) => [s, 0]));
  let entreAspas = false;
  for (const c of linha) {
    if (c === '"') entreAspas = !entreAspas;
    else if (!entreAspas && contagem.has(c)) contagem.set(c, (contagem.get(c) ?? 0) + 1);
  }
  let melhor: string = ';';
  for (const s of SEPARADORES) if ((contagem.get(s) ?? 0) > (contagem.get(melhor) ?? 0)) melhor = s;
  return melhor;
}

/** Splits a byte stream into lines (without their CR/LF), bounded in size; strips a leading UTF-8 BOM. */
async function* linhasDeBytes(fonte: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let resto: Buffer = Buffer.alloc(0);
  let total = 0;
  let inicio = true;
  for await (const pedaco of fonte) {
    total += pedaco.length;
    if (total > LIMITE_BYTES) throw planilhaInvalida('O arquivo passa de 50 MB, o limite de uma importação.');
    let dados = resto.length ? Buffer.concat([resto, pedaco]) : Buffer.from(pedaco);
    if (inicio && dados.length >= 3) {
      inicio = false;
      if (dados[0] === 0xff || dados[0] === 0xfe)
        throw planilhaInvalida('O arquivo está em UTF-16: salve-o como CSV UTF-8 ou Windows-1252.');
      if (dados[0] === 0xef && dados[1] === 0xbb && dados[2] === 0xbf) dados = dados.subarray(3);
    }
    let de = 0;
    for (let ate = dados.indexOf(LF, de); ate >= 0; ate = dados.indexOf(LF, de)) {
      yield dados.subarray(de, ate > de && dados[ate - 1] === CR ? ate - 1 : ate);
      de = ate + 1;
    }
    resto = dados.subarray(de);
    if (resto.length > LIMITE_REGISTRO) throw linhaGrandeDemais();
  }
  if (resto.length) yield resto[resto.length - 1] === CR ? resto.subarray(0, -1) : resto;
}

const linhaGrandeDemais = () =>
  planilhaInvalida('Uma linha do arquivo passa de 1 MB: confira se é mesmo um CSV (aspas sem fechar?).');

/** The records of a CSV byte stream, each with the number of the line it starts on (1 = the first). */
export async function* lerCsv(fonte: AsyncIterable<Uint8Array>, info: InfoCsv): AsyncGenerator<RegistroCsv> {
  let numero = 0;
  let inicioRegistro = 0;
  let separador: string | null = null;
  // The record's text so far: bounded, so an unclosed quote cannot hold the whole file.
  let tamanho = 0;
  const registro = newCsvRecord();
  for await (const bytes of linhasDeBytes(fonte)) {
    numero++;
    const { texto, codificacao } = decodificarLinha(bytes);
    info.codificacao = somarCodificacao(info.codificacao, codificacao);
    if (!registro.quoted && registro.fields.length === 0) {
      if (texto.trim() === '') continue;
      inicioRegistro = numero;
    }
    if (separador === null) {
      separador = detectarSeparador(texto);
      info.separador = separador;
    }
    tamanho += texto.length;
    if (tamanho > LIMITE_REGISTRO) throw linhaGrandeDemais();
    if (!readCsvLine(texto, separador, registro)) continue;
    yield { linha: inicioRegistro, campos: registro.fields };
    registro.fields = [];
    registro.field = '';
    tamanho = 0;
  }
  if (registro.quoted) throw planilhaInvalida(`Aspas abertas na linha ${inicioRegistro} não foram fechadas.`);
}
