import {
  centsToMoney,
  type NfeItem,
  type NfeNota,
  type XmlBemCriado,
  type XmlIncorporarBody,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor } from '../auth/actor.js';
import type { FilesService } from '../files/files.service.js';
import type { BemValues } from '../patrimonio/bens/bens.repository.js';
import { reserveCodigos } from '../patrimonio/bens/bens.repository.js';
import { residualOf } from '../patrimonio/bens/bens.service.js';
import type { CategoriaRow } from '../patrimonio/categorias/categorias.repository.js';
import { lockClientShared } from '../patrimonio/depreciacao/depreciacao.repository.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import { linkBens, lockXmlNota, markIncorporada } from './xml.repository.js';
import { type PlanoIncorporacao, TIPO_INCORPORACAO_COMPRA } from './xml-incorporacao-plano.js';
import type { IncorporacaoValidada } from './xml-incorporacao-validar.js';

/**
 * The asset's specification: the note and line it came from and, for a vehicle, what the vehicle register
 * has no field for (power, displacement, the NF-e's vehicle type code).
 */
function especificacaoDe(nota: NfeNota, item: NfeItem): string {
  const ve = item.veiculo;
  const veiculo = ve
    ? [
        ve.potencia ? `potência ${ve.potencia}` : null,
        ve.cilindradas ? `cilindradas ${ve.cilindradas}` : null,
        ve.tipo ? `tipo de veículo ${ve.tipo}` : null,
      ].filter(Boolean)
    : [];
  const text = `NF-e ${nota.numero}/${nota.serie}, item ${item.numero}: ${item.codigo} – ${item.descricao}`;
  return (veiculo.length ? `${text}. Veículo: ${veiculo.join(', ')}.` : text).slice(0, 4000);
}

/** The values of one asset of line `item` of the note, worth `valor`, with its category's defaults. */
function bemDaLinha(
  call: { nota: NfeNota; clientId: string; body: XmlIncorporarBody },
  linha: {
    item: NfeItem;
    escolha: XmlIncorporarBody['itens'][number] | undefined;
    categoria: CategoriaRow;
    valor: string;
  },
  refs: { secretariaId: string; fornecedorId: string; ncmId: string | null },
): Omit<BemValues, 'codigoBem'> {
  const { nota, clientId, body } = call;
  const { item, escolha, categoria, valor } = linha;
  return {
    clientId,
    descricao: escolha?.descricao ?? item.descricao.slice(0, 255),
    categoriaId: categoria.id,
    tipo: categoria.tipoBem,
    situacao: 'em_uso',
    estadoConservacao: body.estado_conservacao,
    tipoIncorporacaoId: TIPO_INCORPORACAO_COMPRA,
    dataAquisicao: nota.emissao.slice(0, 10),
    dataIncorporacao: body.data_incorporacao,
    valorAquisicao: valor,
    valorResidual: residualOf(valor, categoria.valorResidualPercentual),
    valorAtual: valor,
    vidaUtilMeses: categoria.vidaUtilAnos * 12,
    depreciavel: categoria.depreciavel,
    contaContabil: categoria.contaContabil,
    secretariaId: refs.secretariaId,
    setorId: body.setor_id ?? null,
    fornecedorId: refs.fornecedorId,
    ncmId: refs.ncmId,
    notaFiscalNumero: String(nota.numero),
    notaFiscalSerie: String(nota.serie),
    notaFiscalChave: nota.chave,
    especificacao: especificacaoDe(nota, item),
  };
}

/**
 * Writes a validated and planned incorporation in the transaction `tx`: the supplier when new, the assets
 * (with their vehicles and the incorporation movement), the note's links to them, the XML file shared with
 * each asset, the note marked incorporated and the audit entry.
 */
export async function gravarIncorporacao(
  tx: Db,
  deps: { files: FilesService; patrimonio: PatrimonioServices },
  call: {
    actor: Actor;
    local: ActorLocation;
    id: string;
    nota: NfeNota;
    clientId: string;
    body: XmlIncorporarBody;
  },
  validada: IncorporacaoValidada,
  plano: PlanoIncorporacao,
  source: Awaited<ReturnType<FilesService['findInScope']>>,
) {
  const { files, patrimonio } = deps;
  const { actor, local, id, nota, clientId } = call;
  const { secretaria, escolhas, categorias } = validada;
  const { rateio, veiculos, fornecedor, emitente, incorporacao, ncmIds } = plano;
  // Before any row lock: a depreciation run of the client holds this lock exclusively (decision 019).
  await lockClientShared(tx, clientId);
  const row = await lockXmlNota(tx, local, id);
  if (row?.situacao !== 'pendente') throw new AppError('CONFLICT', 'Esta nota já foi incorporada.');
  const criado = !fornecedor;
  const supplier =
    fornecedor ??
    (await patrimonio.fornecedores.insertNew(tx, actor, emitente, {
      applicationId: local.applicationId,
      rootId: clientId,
    }));
  const bens: XmlBemCriado[] = [];
  let codigo = await reserveCodigos(tx, clientId, rateio.bens);
  for (const linha of rateio.linhas) {
    if (linha.unidades === 0) continue;
    const item = nota.itens.find((i) => i.numero === linha.item) as NfeItem;
    const escolha = escolhas.get(item.numero);
    const categoria = categorias.get(escolha?.categoria_id ?? '') as CategoriaRow;
    for (const cents of linha.valores) {
      const valor = centsToMoney(cents);
      const values = bemDaLinha(
        call,
        { item, escolha, categoria, valor },
        {
          secretariaId: secretaria.id,
          fornecedorId: supplier.id,
          ncmId: (item.ncm && ncmIds.get(item.ncm)) || null,
        },
      );
      const bem = await patrimonio.bens.insertNew(tx, actor, values, {
        codigo: codigo++,
        incorporacao,
        veiculo: veiculos.get(item.numero),
      });
      bens.push({
        id: bem.id,
        codigo: bem.codigoBem,
        descricao: bem.descricao,
        valor,
        item: item.numero,
      });
    }
  }
  await linkBens(
    tx,
    id,
    bens.map((b) => ({ bemId: b.id, item: b.item })),
  );
  await files.share(
    tx,
    source,
    bens.map((b) => ({ type: 'asset', id: b.id, clientId })),
    actor.userId,
  );
  await markIncorporada(tx, id, { fornecedorId: supplier.id, incorporadaPor: actor.userId });
  await recordAudit(tx, auditActor(actor), {
    action: 'update',
    entity: 'xml-nota',
    entityId: id,
    before: { situacao: 'pendente' },
    after: {
      situacao: 'incorporada',
      fornecedor: supplier.id,
      bens: bens.map((b) => b.codigo),
      total: centsToMoney(rateio.total),
    },
    clientId,
  });
  return {
    fornecedor: { id: supplier.id, razao_social: supplier.razaoSocial, criado },
    bens,
    total: centsToMoney(rateio.total),
  };
}
