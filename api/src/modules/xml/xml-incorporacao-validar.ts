import { type ModoItem, type NfeNota, problemaDoModo, type XmlIncorporarBody } from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { CategoriaRow } from '../patrimonio/categorias/categorias.repository.js';
import { secretariaOf, setorOf } from '../patrimonio/client-scope.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';

/**
 * Validation of a note's incorporation (docs/domain.md, "Importação de NF-e"): the body's places and its
 * choice for each line of the note, each line's category. Every reference is checked before the
 * transaction (PGlite runs one at a time).
 */
export async function validarIncorporacao(
  db: Db,
  patrimonio: PatrimonioServices,
  nota: NfeNota,
  clientId: string,
  body: XmlIncorporarBody,
) {
  const secretaria = await secretariaOf(db, clientId, body.secretaria_id);
  if (body.setor_id) await setorOf(db, clientId, secretaria.id, body.setor_id);
  const modos = new Map<number, ModoItem>();
  const escolhas = new Map(body.itens.map((e) => [e.item, e]));
  for (const [index, escolha] of body.itens.entries()) {
    if (!nota.itens.some((i) => i.numero === escolha.item)) {
      throw badRequest(`itens.${index}.item`, `A nota não tem o item ${escolha.item}.`);
    }
    if (modos.has(escolha.item))
      throw badRequest(`itens.${index}.item`, `O item ${escolha.item} foi informado duas vezes.`);
    modos.set(escolha.item, escolha.modo);
  }
  const semEscolha = nota.itens.find((i) => !modos.has(i.numero));
  if (semEscolha) throw badRequest('itens', `Informe o que o item ${semEscolha.numero} se torna.`);

  const categorias = new Map<string, CategoriaRow>();
  for (const [index, item] of nota.itens.entries()) {
    const escolha = escolhas.get(item.numero);
    if (!escolha || escolha.modo === 'nao_incorporar') continue;
    const problema = problemaDoModo(item, escolha.modo);
    if (problema) throw badRequest(`itens.${index}.modo`, problema);
    if (!escolha.categoria_id)
      throw badRequest(`itens.${index}.categoria_id`, `Informe a categoria do item ${item.numero}.`);
    const categoria =
      categorias.get(escolha.categoria_id) ??
      (await patrimonio.categorias.ofClient(clientId, escolha.categoria_id));
    if (!categoria.ativo) throw new AppError('CONFLICT', `A categoria "${categoria.nome}" está inativa.`);
    if (categoria.tipoBem === 'imovel') {
      throw badRequest(
        `itens.${index}.categoria_id`,
        `A categoria "${categoria.nome}" é de imóveis: um item de nota fiscal é um bem móvel ou intangível.`,
      );
    }
    if (item.veiculo && categoria.tipoBem !== 'movel') {
      throw badRequest(
        `itens.${index}.categoria_id`,
        `O item ${item.numero} é um veículo: escolha uma categoria de bens móveis.`,
      );
    }
    categorias.set(categoria.id, categoria);
  }
  return { secretaria, modos, escolhas, categorias };
}
export type IncorporacaoValidada = Awaited<ReturnType<typeof validarIncorporacao>>;
