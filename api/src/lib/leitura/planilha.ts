import type { Readable } from 'node:stream';
import type { ReadAt } from '../zip.js';
import type { ResumoCodificacao } from './codificacao.js';
import { lerCsv } from './csv.js';
import { LIMITE_BYTES, LIMITE_COLUNAS, LIMITE_LINHAS, planilhaInvalida } from './erros.js';
import type { Celula } from './valores.js';
import { conferirXlsx, lerXlsx } from './xlsx.js';

/**
 * One reading of an import file, CSV or XLSX alike (docs/domain.md, "Implantação"): the header (the
 * first non-empty row) and then the data rows one at a time, each with its line number in the file,
 * within the bounds (50 MB, 200.000 rows, 300 columns). The file is opened again for each reading (the
 * preview, the dry run, the commit) and streamed: nothing holds it whole.
 */

export type Formato = 'csv' | 'xlsx';
export type Arquivo = {
  formato: Formato;
  tamanho: number;
  /** A fresh stream of the file's bytes from the start. */
  abrir: () => Promise<Readable>;
  /** Bytes at an offset (the XLSX package's bounded check). */
  readAt: ReadAt;
};
export type LinhaPlanilha = { linha: number; celulas: Celula[] };
export type Leitura = {
  cabecalho: string[];
  abas: string[];
  aba: string | null;
  /** The separator (CSV) and the encodings seen; filled as the rows are read. */
  info: { separador: string | null; codificacao: ResumoCodificacao };
  linhas: AsyncGenerator<LinhaPlanilha>;
};

const pareceDado = (c: Celula) =>
  typeof c === 'number' ||
  (typeof c === 'string' && /^[\s\d.,/:R$()+-]+$/i.test(c.trim()) && c.trim() !== '');

/** Checks the header: present, with names, no name twice. */
function conferirCabecalho(celulas: Celula[]): string[] {
  const nomes = celulas.map((c) => (c === null ? '' : String(c).trim()));
  while (nomes.length && nomes[nomes.length - 1] === '') nomes.pop();
  const preenchidos = celulas.filter((c) => c !== null && String(c).trim() !== '');
  if (preenchidos.length === 0 || preenchidos.filter(pareceDado).length * 2 >= preenchidos.length)
    throw planilhaInvalida(
      'A primeira linha do arquivo não é um cabeçalho: ela deve trazer o nome de cada coluna (ex.: "Descrição", "Valor").',
    );
  if (nomes.length > LIMITE_COLUNAS)
    throw planilhaInvalida(`O arquivo tem mais de ${LIMITE_COLUNAS} colunas.`);
  const vistos = new Set<string>();
  for (const [i, nome] of nomes.entries()) {
    const chave = nome.toLocaleLowerCase('pt-BR');
    if (nome === '') nomes[i] = `Coluna ${i + 1}`;
    else if (vistos.has(chave)) throw planilhaInvalida(`A coluna "${nome}" aparece duas vezes no cabeçalho.`);
    vistos.add(chave);
  }
  return nomes;
}

async function* registros(arquivo: Arquivo, abas: string[], aba: string | null, info: Leitura['info']) {
  if (arquivo.formato === 'xlsx') {
    yield* lerXlsx(await arquivo.abrir(), aba === null ? null : { nome: aba, indice: abas.indexOf(aba) });
    return;
  }
  const csv = { separador: ';', codificacao: info.codificacao };
  for await (const r of lerCsv(await arquivo.abrir(), csv)) {
    info.separador = csv.separador;
    info.codificacao = csv.codificacao;
    yield r;
  }
}

/** Opens a reading: the header is read at once (a refusal comes here), the rows as they are asked for. */
export async function lerPlanilha(arquivo: Arquivo, abaPedida: string | null = null): Promise<Leitura> {
  if (arquivo.tamanho > LIMITE_BYTES)
    throw planilhaInvalida('O arquivo passa de 50 MB, o limite de uma importação.');
  const abas = arquivo.formato === 'xlsx' ? await conferirXlsx(arquivo.readAt, arquivo.tamanho) : [];
  if (abaPedida !== null && !abas.includes(abaPedida))
    throw planilhaInvalida(`A planilha "${abaPedida}" não existe no arquivo.`);
  const aba = arquivo.formato === 'xlsx' ? (abaPedida ?? abas[0] ?? null) : null;
  const info: Leitura['info'] = { separador: null, codificacao: 'ascii' };
  const fonte = registros(arquivo, abas, aba, info);
  const primeira = await fonte.next();
  if (primeira.done) throw planilhaInvalida('O arquivo está vazio: nenhuma linha com dados.');
  const cabecalho = conferirCabecalho(primeira.value.campos);
  async function* linhas(): AsyncGenerator<LinhaPlanilha> {
    let contadas = 0;
    for await (const r of fonte) {
      if (++contadas > LIMITE_LINHAS)
        throw planilhaInvalida('O arquivo tem mais de 200.000 linhas, o limite de uma importação: divida-o.');
      yield { linha: r.linha, celulas: r.campos };
    }
  }
  return { cabecalho, abas, aba, info, linhas: linhas() };
}
