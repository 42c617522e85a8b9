import type { ErroLinha } from '@gp/shared-contracts';
import type { Visitante } from './implantacao-percurso.js';

/**
 * The errors CSV of a dry run (docs/domain.md, "Implantação"): the file's header, "Linha" and
 * "Mensagem", then each row with errors as it was in the file and its messages; `;` separated with a
 * UTF-8 BOM, as Excel in Portuguese opens it. Written while the file is read again: the reading waits
 * whenever the download has not taken what was written, so neither is ever held whole.
 */
const celula = (x: unknown) => {
  const t = x === null || x === undefined ? '' : String(x);
  return /[;"\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};
export const linhaCsv = (valores: unknown[]) => `${valores.map(celula).join(';')}\r\n`;

const BLOCO = 500;

export async function* csvDeErros(
  cabecalho: string[],
  percorrer: (v: Visitante<unknown>) => Promise<unknown>,
): AsyncGenerator<string> {
  let pendentes: string[] = [];
  // Who waits: the reading for the download to take a block, the download for the reading to write one.
  const espera: { leitor: (() => void) | null; escritor: (() => void) | null } = {
    leitor: null,
    escritor: null,
  };
  let fim = false;
  let falha: unknown = null;
  const erro = async (linha: { linha: number; celulas: unknown[] }, erros: ErroLinha[]) => {
    const mensagem = erros.map((e) => `${e.campo}: ${e.mensagem}`).join(' | ');
    pendentes.push(linhaCsv([...linha.celulas, linha.linha, mensagem]));
    espera.escritor?.();
    if (pendentes.length >= BLOCO) await new Promise<void>((r) => (espera.leitor = r));
  };
  const leitura = percorrer({ erro }).then(
    () => undefined,
    (e: unknown) => {
      falha = e;
    },
  );
  leitura.finally(() => {
    fim = true;
    espera.escritor?.();
  });
  yield `\uFEFF${linhaCsv([...cabecalho, 'Linha', 'Mensagem'])}`;
  while (true) {
    if (pendentes.length) {
      const bloco = pendentes.join('');
      pendentes = [];
      espera.leitor?.();
      espera.leitor = null;
      yield bloco;
      continue;
    }
    if (fim) break;
    await new Promise<void>((r) => (espera.escritor = r));
    espera.escritor = null;
  }
  if (falha) throw falha;
}
