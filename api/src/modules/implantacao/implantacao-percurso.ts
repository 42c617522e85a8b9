import type { ErroLinha, Mapeamento } from '@gp/shared-contracts';
import { type Arquivo, type LinhaPlanilha, lerPlanilha } from '../../lib/leitura/planilha.js';
import { type Pendentes, registrar } from './implantacao-criacoes.js';
import { type BemImportado, converterLinha, type Referencias } from './implantacao-linha.js';

/**
 * One pass over an import file with the same rules for the dry run, the errors CSV and the commit
 * (docs/domain.md, "Implantação"): every row converted and checked, duplicates found inside the file
 * (the source key, the asset number) and against the register (a source key already imported is
 * skipped, never written twice; an asset number another asset has is an error). The missing secretarias,
 * setores and suppliers a valid row names are registered in `pendentes` when the user allowed them.
 */

export type Contexto = {
  refs: Referencias;
  corte: string;
  chavesImportadas: Set<string>;
  codigosDoCliente: Set<number>;
  /** What valid rows will create (only with the user's options on). */
  pendentes: Pendentes;
};

export type Visitante = {
  valida?: (linha: number, bem: BemImportado) => Promise<void> | void;
  erro?: (linha: LinhaPlanilha, erros: ErroLinha[]) => Promise<void> | void;
  jaImportada?: (linha: number) => void;
};

export type Contagem = { total: number; validas: number; com_erro: number; ja_importadas: number };

export async function percorrer(
  arquivo: Arquivo,
  aba: string | null,
  m: Mapeamento,
  ctx: Contexto,
  visitante: Visitante,
): Promise<Contagem & { cabecalho: string[] }> {
  const leitura = await lerPlanilha(arquivo, aba);
  const colunas = new Map(leitura.cabecalho.map((nome, i) => [nome, i]));
  const chaves = new Map<string, number>();
  const codigos = new Map<number, number>();
  const c: Contagem = { total: 0, validas: 0, com_erro: 0, ja_importadas: 0 };
  for await (const linha of leitura.linhas) {
    c.total++;
    const r = converterLinha(linha.celulas, colunas, m, ctx.refs, ctx.corte, ctx.pendentes);
    const erros: ErroLinha[] = (r.erros ?? []).map((e) => ({ linha: linha.linha, ...e }));
    if (r.bem) {
      const { chave, body } = r.bem;
      const primeira = chaves.get(chave);
      if (primeira !== undefined) {
        erros.push({
          linha: linha.linha,
          campo: 'Código no sistema antigo',
          mensagem: `Código "${chave}" repetido no arquivo (linha ${primeira}).`,
        });
      } else if (ctx.chavesImportadas.has(chave)) {
        chaves.set(chave, linha.linha);
        c.ja_importadas++;
        visitante.jaImportada?.(linha.linha);
        continue;
      }
      chaves.set(chave, primeira ?? linha.linha);
      const codigo = body.CodigoBEM;
      if (codigo !== undefined && erros.length === 0) {
        const outra = codigos.get(codigo);
        if (outra !== undefined)
          erros.push({
            linha: linha.linha,
            campo: 'Número do patrimônio',
            mensagem: `Número ${codigo} repetido no arquivo (linha ${outra}).`,
          });
        else if (ctx.codigosDoCliente.has(codigo))
          erros.push({
            linha: linha.linha,
            campo: 'Número do patrimônio',
            mensagem: `Já há um bem com o número ${codigo} no cadastro.`,
          });
        else codigos.set(codigo, linha.linha);
      }
    }
    if (erros.length || !r.bem) {
      c.com_erro++;
      await visitante.erro?.(linha, erros);
      continue;
    }
    c.validas++;
    registrar(ctx.pendentes, linha.linha, r.bem.novos);
    await visitante.valida?.(linha.linha, r.bem);
  }
  return { ...c, cabecalho: leitura.cabecalho };
}
