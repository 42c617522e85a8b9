import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  centsToMoney,
  isValidCnpj,
  MAX_BENS_POR_NOTA,
  type ModoItem,
  type NfeItem,
  type NfeNota,
  normalizeCpfCnpj,
  ratearNota,
  type VeiculoFields,
  VeiculoFieldsSchema,
  type XmlIncorporarBody,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { ActorLocation } from '../auth/actor.js';
import { tipoIncorporacaoAtivo } from '../patrimonio/bens/bens.repository.js';
import type { FornecedorRow } from '../patrimonio/fornecedores/fornecedores.repository.js';
import { tipoPorEfeito } from '../patrimonio/movimentacoes/movimentacoes.repository.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import { assertValorPlausivel } from '../patrimonio/valor-plausivel.js';
import { ncmSuggestions, supplierWithDocument } from './xml.repository.js';

/** Incorporation type of a purchase (the seed's code 1, 'Compra'). */
export const TIPO_INCORPORACAO_COMPRA = 1;

/** The emitter as a supplier of the application: what the note says, each field kept only when valid. */
function supplierFromEmitter(nota: NfeNota): CreateFornecedorBody {
  const e = nota.emitente;
  const documento = normalizeCpfCnpj(e.documento);
  const candidate = {
    tipo_pessoa: documento.length === 14 && isValidCnpj(documento) ? 'J' : 'F',
    cpf_cnpj: documento,
    razao_social: e.nome.slice(0, 255),
    nome_fantasia: e.fantasia,
    inscricao_estadual: e.ie?.slice(0, 20) ?? null,
    telefone: e.endereco.telefone,
    cep: e.endereco.cep,
    endereco: e.endereco.logradouro,
    numero: e.endereco.numero?.slice(0, 20) ?? null,
    complemento: e.endereco.complemento,
    bairro: e.endereco.bairro,
    cidade: e.endereco.municipio,
    uf: e.endereco.uf,
  };
  const parsed = v.safeParse(CreateFornecedorBodySchema, candidate);
  if (parsed.success) return parsed.output;
  // A field the register would refuse (an odd phone, a CEP of the wrong length) is left out, not fatal.
  const wrong = new Set(parsed.issues.map((i) => v.getDotPath(i)));
  const kept = Object.fromEntries(Object.entries(candidate).filter(([k]) => !wrong.has(k)));
  const again = v.safeParse(CreateFornecedorBodySchema, kept);
  if (!again.success) {
    throw new AppError(
      'UNPROCESSABLE',
      `O emitente da nota não pode ser cadastrado como fornecedor: ${again.issues[0].message}`,
    );
  }
  return again.output;
}

const COMBUSTIVEL_DA_NFE: Record<string, VeiculoFields['combustivel']> = {
  '01': 'etanol',
  '02': 'gasolina',
  '03': 'diesel',
  '15': 'gnv',
  '16': 'flex',
  '17': 'flex',
  '18': 'hibrido',
  '04': 'outro',
  '05': 'outro',
  '06': 'outro',
  '07': 'outro',
  '08': 'outro',
  '09': 'outro',
  '10': 'outro',
  '11': 'outro',
  '12': 'outro',
  '13': 'outro',
  '14': 'outro',
};

/** The vehicle record of an item with `veicProd`, checked by the vehicle register's own rules. */
function vehicleOf(item: NfeItem): VeiculoFields {
  const ve = item.veiculo;
  if (!ve) throw new Error('item sem veículo');
  const parsed = v.safeParse(VeiculoFieldsSchema, {
    tipo: 'veiculo',
    chassi: ve.chassi,
    renavam: ve.renavam,
    cor: (ve.descricao_cor ?? ve.cor)?.slice(0, 40) ?? null,
    ano_fabricacao: ve.ano_fabricacao,
    ano_modelo: ve.ano_modelo,
    combustivel: ve.combustivel ? (COMBUSTIVEL_DA_NFE[ve.combustivel] ?? 'outro') : null,
  });
  if (!parsed.success) {
    throw new AppError(
      'UNPROCESSABLE',
      `O veículo do item ${item.numero} tem dados inválidos: ${parsed.issues[0].message}`,
    );
  }
  return parsed.output;
}

/** The dearest asset the note would make, against the client's ceiling (one confirmation for the note). */
async function assertNotaPlausivel(
  db: Db,
  clientId: string,
  rateio: ReturnType<typeof ratearNota>,
  confirmado: boolean | undefined,
) {
  const maior = rateio.linhas
    .filter((l) => l.unidades > 0)
    .flatMap((l) => l.valores.map((cents) => ({ item: l.item, cents })))
    .reduce<{ item: number; cents: bigint } | null>((a, b) => (a && a.cents >= b.cents ? a : b), null);
  if (!maior) return;
  await assertValorPlausivel(
    db,
    clientId,
    centsToMoney(maior.cents),
    confirmado,
    `O valor de um bem do item ${maior.item} da nota`,
  );
}

/**
 * The plan of a note's incorporation: the split of its value into assets (ratearNota) within the limits, the
 * vehicles, the supplier (chosen, found by the emitter's document or to be created), the incorporation
 * types and the NCM references of its lines.
 */
export async function planejarIncorporacao(
  db: Db,
  patrimonio: PatrimonioServices,
  local: ActorLocation,
  nota: NfeNota,
  clientId: string,
  body: XmlIncorporarBody,
  modos: Map<number, ModoItem>,
) {
  const rateio = ratearNota(nota.itens, nota.totais, modos);
  const negativo = rateio.linhas.find((l) => l.unidades > 0 && l.total < 0n);
  if (negativo)
    throw new AppError(
      'UNPROCESSABLE',
      `O desconto do item ${negativo.item} é maior que seu valor com os acréscimos.`,
    );
  if (rateio.bens === 0) throw badRequest('itens', 'Escolha ao menos um item para incorporar.');
  if (rateio.bens > MAX_BENS_POR_NOTA) {
    throw new AppError(
      'UNPROCESSABLE',
      `A incorporação criaria ${rateio.bens} bens; o limite por nota é ${MAX_BENS_POR_NOTA}. Incorpore as linhas grandes como um bem por linha.`,
    );
  }
  for (const linha of rateio.linhas) {
    const item = nota.itens.find((i) => i.numero === linha.item) as NfeItem;
    if (item.veiculo && linha.unidades > 1) {
      throw new AppError(
        'UNPROCESSABLE',
        `O item ${item.numero} é um veículo (chassi ${item.veiculo.chassi}): incorpore-o como um único bem.`,
      );
    }
  }
  await assertNotaPlausivel(db, clientId, rateio, body.confirmar_valor);
  const veiculos = new Map(
    nota.itens
      .filter((i) => i.veiculo && (modos.get(i.numero) ?? 'nao_incorporar') !== 'nao_incorporar')
      .map((i) => [i.numero, vehicleOf(i)]),
  );

  let fornecedor: FornecedorRow | null = null;
  const emitente = supplierFromEmitter(nota);
  if (body.fornecedor_id) fornecedor = await patrimonio.fornecedores.usable(local, body.fornecedor_id);
  else fornecedor = await supplierWithDocument(db, local.applicationId, emitente.cpf_cnpj);
  if (fornecedor && !fornecedor.ativo) {
    throw new AppError(
      'CONFLICT',
      `O fornecedor "${fornecedor.razaoSocial}" está inativo: reative-o ou escolha outro.`,
    );
  }
  if (!(await tipoIncorporacaoAtivo(db, TIPO_INCORPORACAO_COMPRA))) {
    throw new AppError('CONFLICT', 'O tipo de incorporação "Compra" está inativo.');
  }
  const incorporacao = await tipoPorEfeito(db, 'incorporacao');
  if (!incorporacao) throw new AppError('CONFLICT', 'Não há tipo de movimentação de incorporação ativo.');
  const ncmIds = new Map(
    (
      await ncmSuggestions(
        db,
        clientId,
        nota.itens.flatMap((i) => (i.ncm ? [i.ncm] : [])),
      )
    ).map((n) => [n.codigo, n.ncmId]),
  );
  return { rateio, veiculos, fornecedor, emitente, incorporacao, ncmIds };
}
export type PlanoIncorporacao = Awaited<ReturnType<typeof planejarIncorporacao>>;
