import {
  COMBUSTIVEIS,
  type CreateVeiculoBody,
  CreateVeiculoBodySchema,
  type Mapeamento,
  TIPOS_VEICULO,
  VEICULO_OPTIONAL_FIELDS,
} from '@gp/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { implantacaoCriados } from '../../db/schema-implantacao.js';
import { bensPatrimoniais, veiculosEquipamentos as ve } from '../../db/schema-patrimonio.js';
import type { Celula } from '../../lib/leitura/valores.js';
import { lerInteiro, lerTexto } from '../../lib/leitura/valores.js';
import { optionalColumns } from '../../lib/mapping.js';
import type { Pendentes } from './implantacao-criacoes.js';
import { errosDoContrato, leitorDaLinha } from './implantacao-linha.js';
import type { Convertida, Regras } from './implantacao-percurso.js';

/**
 * The vehicles' import (docs/domain.md, "Implantação"; decision 064): each row is the vehicle form's body
 * (`CreateVeiculoBodySchema`) for an asset of the client that the row names by its número ("Número do
 * patrimônio"): a movable asset, not baixado, without a vehicle yet. The plate, else the chassi, else the
 * RENAVAM is the row's key; each of the three is unique per client, so each is checked in the file and
 * against the register (the key already there is skipped as "já cadastrado", another one is an error). The
 * commit inserts with `on conflict do nothing` on the register's unique keys and records what it created
 * for the undo, which removes them while nothing else references them.
 */

const IDENTIFICADORES = ['placa', 'chassi', 'renavam'] as const;
type Identificador = (typeof IDENTIFICADORES)[number];
const ROTULO: Record<Identificador, string> = { placa: 'Placa', chassi: 'Chassi', renavam: 'RENAVAM' };
const REPETIDO: Record<Identificador, string> = {
  placa: 'repetida',
  chassi: 'repetido',
  renavam: 'repetido',
};
const repetido = (k: Identificador, valor: string, linha: number) => ({
  campo: ROTULO[k],
  mensagem: `${ROTULO[k]} ${valor} ${REPETIDO[k]} no arquivo (linha ${linha}).`,
});

const normal = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
/** The old systems' words for a fuel, beside the register's own. */
const COMBUSTIVEL: Record<string, string> = {
  ...Object.fromEntries(COMBUSTIVEIS.map((c) => [c, c])),
  alcool: 'etanol',
  gasolinaalcool: 'flex',
  bicombustivel: 'flex',
  oleodiesel: 'diesel',
  gasnatural: 'gnv',
  eletricidade: 'eletrico',
};
const TIPO: Record<string, string> = {
  ...Object.fromEntries(TIPOS_VEICULO.map((t) => [t, t])),
  v: 'veiculo',
  e: 'equipamento',
  veiculos: 'veiculo',
  equipamentos: 'equipamento',
  maquina: 'equipamento',
};

/** The client's assets by número, as a vehicle row needs them. */
export type BemDoVeiculo = { id: string; tipo: string; situacao: string; temVeiculo: boolean };
export type CadastroDeVeiculos = {
  bens: Map<number, BemDoVeiculo>;
  /** The identifiers already in the register, by kind. */
  existentes: Record<Identificador, Set<string>>;
};

export type VeiculoImportado = CreateVeiculoBody & { codigo: number };

const chaveDe = (b: CreateVeiculoBody): [Identificador, string] | null => {
  for (const k of IDENTIFICADORES) {
    const valor = b[k];
    if (valor) return [k, valor];
  }
  return null;
};

export function converterVeiculo(
  celulas: Celula[],
  colunas: Map<string, number>,
  m: Mapeamento,
  cadastro: CadastroDeVeiculos,
): Convertida<VeiculoImportado> {
  const { erros, erro, ler } = leitorDaLinha(celulas, colunas, m);
  const codigo = ler('codigo', lerInteiro);
  let bem: BemDoVeiculo | undefined;
  if (codigo === null) {
    if (!erros.length) erro('codigo', 'Informe o número do patrimônio do bem a que o veículo pertence.');
  } else {
    bem = cadastro.bens.get(codigo);
    if (!bem) erro('codigo', `Não há bem com o número ${codigo} no cadastro.`);
    else if (bem.tipo !== 'movel')
      erro('codigo', `O bem ${codigo} não é móvel: só um bem móvel tem veículo.`);
    else if (bem.situacao === 'baixado') erro('codigo', `O bem ${codigo} está baixado.`);
  }
  const tipoTexto = ler('tipo_veiculo', lerTexto);
  const tipo = tipoTexto === null ? null : (TIPO[normal(tipoTexto)] ?? tipoTexto);
  const combustivelTexto = ler('combustivel', lerTexto);
  const body: Record<string, unknown> = {
    bempatrimonial_id: bem?.id ?? '00000000-0000-4000-8000-000000000000',
    tipo,
    placa: ler('placa', lerTexto),
    renavam: ler('renavam', lerTexto),
    chassi: ler('chassi', lerTexto),
    marca: ler('marca', lerTexto),
    modelo: ler('modelo', lerTexto),
    ano_fabricacao: ler('ano_fabricacao', lerInteiro),
    ano_modelo: ler('ano_modelo', lerInteiro),
    cor: ler('cor', lerTexto),
    combustivel:
      combustivelTexto === null ? null : (COMBUSTIVEL[normal(combustivelTexto)] ?? combustivelTexto),
    odometro: ler('odometro', lerInteiro),
    horimetro: ler('horimetro', lerInteiro),
  };
  const contrato = v.safeParse(CreateVeiculoBodySchema, body);
  if (!contrato.success) errosDoContrato(erros, contrato.issues, { tipo: 'tipo_veiculo' });
  if (erros.length || !contrato.success || codigo === null) return { ok: false, erros };
  const chave = chaveDe(contrato.output);
  if (!chave)
    return { ok: false, erros: [{ campo: 'Placa', mensagem: 'Informe a placa, o chassi ou o RENAVAM.' }] };
  return { ok: true, item: { ...contrato.output, codigo }, chave: chave.join(':'), novos: [] };
}

/** The client's assets (by número) and the vehicles' identifiers already registered. */
export async function cadastroDeVeiculos(db: ReadDb, clientId: string): Promise<CadastroDeVeiculos> {
  const bens = await db
    .select({
      codigo: bensPatrimoniais.codigoBem,
      id: bensPatrimoniais.id,
      tipo: bensPatrimoniais.tipo,
      situacao: bensPatrimoniais.situacao,
      veiculo: ve.id,
    })
    .from(bensPatrimoniais)
    .leftJoin(ve, eq(ve.bemId, bensPatrimoniais.id))
    .where(eq(bensPatrimoniais.clientId, clientId));
  const veiculos = await db
    .select({ placa: ve.placa, chassi: ve.chassi, renavam: ve.renavam })
    .from(ve)
    .where(eq(ve.clientId, clientId));
  const existentes = { placa: new Set<string>(), chassi: new Set<string>(), renavam: new Set<string>() };
  for (const r of veiculos)
    for (const k of IDENTIFICADORES) {
      const valor = r[k];
      if (valor) existentes[k].add(valor);
    }
  return {
    bens: new Map(
      bens.map((b) => [
        b.codigo,
        { id: b.id, tipo: b.tipo, situacao: b.situacao, temVeiculo: b.veiculo !== null },
      ]),
    ),
    existentes,
  };
}

export function regrasDeVeiculos(
  m: Mapeamento,
  cadastro: CadastroDeVeiculos,
  pendentes: Pendentes,
): Regras<VeiculoImportado> {
  // The identifiers and assets of the file's valid rows so far, with their row.
  const noArquivo = { placa: new Map<string, number>(), chassi: new Map(), renavam: new Map() } as Record<
    Identificador,
    Map<string, number>
  >;
  const bensNoArquivo = new Map<number, number>();
  return {
    pendentes,
    converter: (celulas, colunas) => converterVeiculo(celulas, colunas, m, cadastro),
    jaImportada: (chave) => {
      const [k, valor] = chave.split(':') as [Identificador, string];
      return cadastro.existentes[k].has(valor);
    },
    repetida: (chave, primeira) => {
      const [k, valor] = chave.split(':') as [Identificador, string];
      return repetido(k, valor, primeira);
    },
    unicos: (item, linha) => {
      const [chave] = chaveDe(item) ?? [];
      for (const k of IDENTIFICADORES) {
        const valor = item[k];
        if (!valor || k === chave) continue;
        const outra = noArquivo[k].get(valor);
        if (outra !== undefined) return repetido(k, valor, outra);
        if (cadastro.existentes[k].has(valor))
          return { campo: ROTULO[k], mensagem: `Já há um veículo com ${ROTULO[k]} ${valor} no cadastro.` };
      }
      const outraDoBem = bensNoArquivo.get(item.codigo);
      if (outraDoBem !== undefined)
        return {
          campo: 'Número do patrimônio',
          mensagem: `O bem ${item.codigo} já tem um veículo na linha ${outraDoBem}.`,
        };
      if (cadastro.bens.get(item.codigo)?.temVeiculo)
        return {
          campo: 'Número do patrimônio',
          mensagem: `O bem ${item.codigo} já tem veículo ou equipamento no cadastro.`,
        };
      for (const k of IDENTIFICADORES) {
        const valor = item[k];
        if (valor) noArquivo[k].set(valor, linha);
      }
      bensNoArquivo.set(item.codigo, linha);
      return null;
    },
  };
}

/**
 * Writes one batch of vehicles in the caller's transaction; the count inserted. A row clashing with a
 * unique key (plate, chassi, RENAVAM, one per asset) written meanwhile by the screen or another import is
 * skipped.
 */
export async function gravarVeiculos(
  tx: Db,
  p: { clientId: string; importacaoId: string; itens: CreateVeiculoBody[] },
): Promise<number> {
  if (p.itens.length === 0) return 0;
  const rows = await tx
    .insert(ve)
    .values(
      p.itens.map((b) => ({
        clientId: p.clientId,
        bemId: b.bempatrimonial_id,
        tipo: b.tipo,
        ...optionalColumns(b, VEICULO_OPTIONAL_FIELDS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ve.id });
  if (rows.length)
    await tx.insert(implantacaoCriados).values(
      rows.map((r) => ({
        importacaoId: p.importacaoId,
        clientId: p.clientId,
        tipo: 'veiculo',
        entidadeId: r.id,
      })),
    );
  return rows.length;
}

/**
 * Why a vehicles' import can no longer be undone: one of its vehicles was changed since (its odometer,
 * its status) on the register's screen, or null.
 */
export async function impedimentoDeVeiculos(db: ReadDb, importacaoId: string): Promise<string | null> {
  const [alterado] = await db
    .select({ x: sql<number>`1` })
    .from(ve)
    .where(
      and(
        inArray(
          ve.id,
          db
            .select({ id: implantacaoCriados.entidadeId })
            .from(implantacaoCriados)
            .where(
              and(eq(implantacaoCriados.importacaoId, importacaoId), eq(implantacaoCriados.tipo, 'veiculo')),
            ),
        ),
        sql`${ve.updatedAt} > ${ve.createdAt}`,
      ),
    )
    .limit(1);
  return alterado
    ? 'Veículos desta importação já foram alterados no cadastro: a importação não pode mais ser desfeita.'
    : null;
}
