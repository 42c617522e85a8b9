import type { ErroLinha, SituacaoDoArquivo } from '@gp/shared-contracts';
import { type Arquivo, type LinhaPlanilha, lerPlanilha } from '../../lib/leitura/planilha.js';
import type { Celula } from '../../lib/leitura/valores.js';
import { type Novo, type Pendentes, registrar } from './implantacao-criacoes.js';

/**
 * One pass over an import file with the same rules for the dry run, the errors CSV and the commit
 * (docs/domain.md, "Implantação"; decision 064), whatever the register: every row converted and checked
 * by the kind's `Regras`, its source key unique in the file, a key already in the register skipped (never
 * written twice), and the kind's other unique checks (an asset's number). The missing secretarias,
 * setores and suppliers a valid row names are registered in `pendentes` when the user allowed them.
 */

type ErroCampo = Omit<ErroLinha, 'linha'>;
export type Convertida<I> =
  | { ok: true; item: I; chave: string; novos: Novo[] }
  | { ok: false; erros: ErroCampo[] };

/** What makes a row of one kind a record: the part of a kind's definition the pass needs. */
export type Regras<I> = {
  converter: (celulas: Celula[], colunas: Map<string, number>) => Convertida<I>;
  /** The source key is already in the register (an earlier import, or the register itself). */
  jaImportada: (chave: string) => boolean;
  /** The error of a key repeated in the file. */
  repetida: (chave: string, primeira: number) => ErroCampo;
  /** The kind's other unique checks of a row otherwise valid (it records the value when it passes). */
  unicos?: (item: I, linha: number) => ErroCampo | null;
  pendentes: Pendentes;
  /** Works: the distinct words of the file's situação column seen by the pass (the dry run lists them). */
  situacoes?: () => SituacaoDoArquivo[];
};

export type Visitante<I> = {
  valida?: (linha: number, item: I) => Promise<void> | void;
  erro?: (linha: LinhaPlanilha, erros: ErroLinha[]) => Promise<void> | void;
  jaImportada?: (linha: number) => void;
};

export type Contagem = { total: number; validas: number; com_erro: number; ja_importadas: number };

export async function percorrer<I>(
  arquivo: Arquivo,
  aba: string | null,
  regras: Regras<I>,
  visitante: Visitante<I>,
): Promise<Contagem> {
  const leitura = await lerPlanilha(arquivo, aba);
  const colunas = new Map(leitura.cabecalho.map((nome, i) => [nome, i]));
  const chaves = new Map<string, number>();
  const c: Contagem = { total: 0, validas: 0, com_erro: 0, ja_importadas: 0 };
  for await (const linha of leitura.linhas) {
    c.total++;
    const r = regras.converter(linha.celulas, colunas);
    const erros: ErroLinha[] = r.ok ? [] : r.erros.map((e) => ({ linha: linha.linha, ...e }));
    if (r.ok) {
      const primeira = chaves.get(r.chave);
      if (primeira !== undefined) {
        erros.push({ linha: linha.linha, ...regras.repetida(r.chave, primeira) });
      } else if (regras.jaImportada(r.chave)) {
        chaves.set(r.chave, linha.linha);
        c.ja_importadas++;
        visitante.jaImportada?.(linha.linha);
        continue;
      }
      chaves.set(r.chave, primeira ?? linha.linha);
      const unico = erros.length === 0 ? regras.unicos?.(r.item, linha.linha) : null;
      if (unico) erros.push({ linha: linha.linha, ...unico });
    }
    if (erros.length || !r.ok) {
      c.com_erro++;
      await visitante.erro?.(linha, erros);
      continue;
    }
    c.validas++;
    registrar(regras.pendentes, linha.linha, r.novos);
    await visitante.valida?.(linha.linha, r.item);
  }
  return c;
}
