import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type BoletimItem,
  type Cronograma,
  type CronogramaBody,
  type CurvaMes,
  centsToMoney,
  ITEM_GLOBAL_CODIGO,
  ITEM_GLOBAL_DESCRICAO,
  type ItemBody,
  ItemBodySchema,
  type Medicao,
  type MedicaoItemBody,
  moneyToCents,
  type Planilha,
  type PlanilhaBody,
  precoComBdiCents,
  quantidadeToUnits,
  unitsToQuantidade,
  valorDaQuantidadeCents,
} from '@gp/shared-contracts';
import * as v from 'valibot';
import type { Db, ReadDb } from '../../db/client.js';
import { documentTitle } from '../../lib/document-title.js';
import { badRequest, conflict, ValidationError } from '../../lib/errors.js';
import { type Cell, exportFile, numberCell, type PdfDocument } from '../../lib/export.js';
import { textoDecimal } from '../../lib/leitura/valores.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, auditActor, requireLocal } from '../auth/actor.js';
import type { IncomingFile } from '../files/files.service.js';
import type { TermosService } from '../patrimonio/termos/termos.service.js';
import { type BoletimContent, boletimPages, boletimPdf } from './boletim-pdf.js';
import { lockObra } from './obras.repository.js';
import { type ObrasService, today } from './obras.service.js';
import {
  type AlteracaoValues,
  deleteItens,
  findItemGlobal,
  fisicoPorMes,
  type ItemComMedido,
  type ItemRow,
  type ItemValues,
  inicioOrdemServico,
  insertAlteracoes,
  insertItens,
  itensComMedicao,
  listAlteracoes,
  listCronograma,
  listItens,
  listMedicaoItens,
  lockBoletim,
  medicaoItensDe,
  medidoAte,
  medidoPorMes,
  obraBdi,
  quantidadeGlobal,
  replaceCronograma,
  replaceMedicaoItens,
  setBoletim,
  setObraBdi,
  temPlanilha,
  updateItem,
} from './planilha.repository.js';
import { readSheet } from './planilha-import.js';

/**
 * The work's budget sheet (docs/domain.md, "Planilha, medição por item e cronograma"): saved whole or
 * imported from a CSV/XLSX, changed item by item by amendments, every change kept with what it was; and
 * the measurement by item the medições make of it. Prices are exact centavos (obras-planilha.ts).
 */

type Origem = 'planilha' | 'importacao' | 'aditivo';
type Contexto = {
  obraId: string;
  clientId: string;
  userId: string | null;
  origem: Origem;
  aditivoId?: string | null;
};

const brDate = (day: string) => day.split('-').reverse().join('/');
const qtd = (units: bigint) => unitsToQuantidade(units).replace('.', ',');

/** What an item is, as kept in its history. */
const snapshot = (i: Pick<ItemRow, 'descricao' | 'unidade' | 'quantidade' | 'precoUnitario' | 'bdi'>) => ({
  descricao: i.descricao,
  unidade: i.unidade,
  quantidade: unitsToQuantidade(quantidadeToUnits(String(i.quantidade))),
  preco_unitario: String(i.precoUnitario),
  bdi: String(i.bdi),
});

/** The columns of an item from its body: the price with BDI and the total, half-up to centavos. */
function itemValues(body: ItemBody, sheetBdi: string) {
  const bdi = body.bdi ?? sheetBdi;
  const preco = precoComBdiCents(body.preco_unitario, bdi);
  return {
    descricao: body.descricao,
    unidade: body.unidade,
    quantidade: body.quantidade,
    precoUnitario: body.preco_unitario,
    bdi,
    precoComBdi: centsToMoney(preco),
    total: centsToMoney(valorDaQuantidadeCents(body.quantidade, preco)),
  };
}

const sameItem = (a: ReturnType<typeof snapshot>, b: ReturnType<typeof snapshot>) =>
  a.descricao === b.descricao &&
  a.unidade === b.unidade &&
  a.quantidade === b.quantidade &&
  moneyToCents(a.preco_unitario) === moneyToCents(b.preco_unitario) &&
  moneyToCents(a.bdi) === moneyToCents(b.bdi);

/** 400 naming every code given more than once (and the reserved code of the global item). */
function assertCodigos(itens: ItemBody[], where: (index: number) => string) {
  const seen = new Map<string, number>();
  const issues: { path: string; message: string }[] = [];
  itens.forEach((item, index) => {
    const key = item.codigo.toUpperCase();
    if (key === ITEM_GLOBAL_CODIGO)
      issues.push({
        path: `itens.${index}.codigo`,
        message: `${where(index)}: o código ${ITEM_GLOBAL_CODIGO} é reservado.`,
      });
    const first = seen.get(key);
    if (first !== undefined)
      issues.push({
        path: `itens.${index}.codigo`,
        message: `${where(index)}: o código ${item.codigo} está repetido (já em ${where(first).toLowerCase()}).`,
      });
    else seen.set(key, index);
  });
  if (issues.length) throw new ValidationError(issues.slice(0, 50));
}

/**
 * Writes items into the work's sheet, matched by code: a changed item is updated, a new one inserted and,
 * when `replace` (the whole sheet saved or imported), an item left out is removed; each change is one row
 * of history. An item may not drop below what was measured of it, nor leave the sheet once measured (409).
 * Runs inside the caller's transaction, the work locked.
 */
export async function aplicarItens(tx: Db, ctx: Contexto, itens: ItemBody[], replace: boolean) {
  assertCodigos(itens, (i) => `Item ${i + 1}`);
  const sheetBdi = await obraBdi(tx, ctx.obraId);
  const existing = new Map<string, ItemComMedido>();
  for (const row of await listItens(tx, ctx.obraId)) existing.set(row.item.codigo.toUpperCase(), row);
  let ordem = replace ? 0 : Math.max(0, ...[...existing.values()].map((r) => r.item.ordem));
  const inserts: ItemValues[] = [];
  const history: AlteracaoValues[] = [];
  const base = {
    obraId: ctx.obraId,
    clientId: ctx.clientId,
    origem: ctx.origem,
    aditivoId: ctx.aditivoId ?? null,
    userId: ctx.userId,
  };
  for (const body of itens) {
    const values = itemValues(body, sheetBdi);
    const found = existing.get(body.codigo.toUpperCase());
    if (!found) {
      inserts.push({
        ...values,
        codigo: body.codigo,
        ordem: ++ordem,
        obraId: ctx.obraId,
        clientId: ctx.clientId,
      });
      continue;
    }
    existing.delete(body.codigo.toUpperCase());
    if (replace) ordem++;
    const before = snapshot(found.item);
    const after = snapshot(values);
    const medido = quantidadeToUnits(found.medido);
    if (quantidadeToUnits(after.quantidade) < medido)
      throw conflict(
        `O item ${found.item.codigo} (${found.item.descricao}) já tem ${qtd(medido)} ${found.item.unidade} medidos: ` +
          `a quantidade não pode ficar em ${qtd(quantidadeToUnits(after.quantidade))}.`,
        'ITEM_ABAIXO_DO_MEDIDO',
      );
    const moved = replace && found.item.ordem !== ordem;
    if (sameItem(before, after) && !moved) continue;
    await updateItem(tx, found.item.id, { ...values, ...(replace ? { ordem } : {}) });
    if (!sameItem(before, after))
      history.push({
        ...base,
        itemId: found.item.id,
        codigo: found.item.codigo,
        antes: before,
        depois: after,
      });
  }
  if (replace) {
    const leaving = [...existing.values()].filter((r) => !r.item.global);
    const measured = await itensComMedicao(
      tx,
      leaving.map((r) => r.item.id),
    );
    const blocked = leaving.find((r) => measured.has(r.item.id));
    if (blocked)
      throw conflict(
        `O item ${blocked.item.codigo} (${blocked.item.descricao}) já foi medido e não pode sair da planilha.`,
        'ITEM_MEDIDO',
      );
    for (const r of leaving)
      history.push({ ...base, itemId: null, codigo: r.item.codigo, antes: snapshot(r.item), depois: null });
    await deleteItens(
      tx,
      leaving.map((r) => r.item.id),
    );
  }
  const inserted = await insertItens(tx, inserts);
  for (const row of inserted)
    history.push({ ...base, itemId: row.id, codigo: row.codigo, antes: null, depois: snapshot(row) });
  await insertAlteracoes(tx, history);
  return { alterados: history.length };
}

// ------------------------------------------------------------------------------------ import

/** Header names of the sheet's file, folded (no accents, lower case), to the item's fields. */
const HEADERS: Record<string, keyof ItemBody> = {
  codigo: 'codigo',
  'codigo sinapi/sicro': 'codigo',
  descricao: 'descricao',
  unidade: 'unidade',
  und: 'unidade',
  quantidade: 'quantidade',
  'preco unitario': 'preco_unitario',
  preco_unitario: 'preco_unitario',
  'preco unitario (r$)': 'preco_unitario',
  bdi: 'bdi',
  'bdi (%)': 'bdi',
};
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const NUMERIC: (keyof ItemBody)[] = ['quantidade', 'preco_unitario', 'bdi'];

/** The items of an uploaded sheet, each row checked by the item's contract; 400 with the lines at fault. */
export async function itensDoArquivo(file: IncomingFile): Promise<ItemBody[]> {
  let columns: (keyof ItemBody | undefined)[] | null = null;
  const itens: ItemBody[] = [];
  const linhas: number[] = [];
  const issues: { path: string; message: string }[] = [];
  for await (const row of readSheet(file.filename, file.stream)) {
    if (!columns) {
      columns = row.cells.map((c) => HEADERS[fold(c)]);
      const missing = (['codigo', 'descricao', 'unidade', 'quantidade', 'preco_unitario'] as const).filter(
        (f) => !columns?.includes(f),
      );
      if (missing.length)
        throw badRequest(
          'file',
          'A planilha deve ter, na primeira linha, as colunas Código, Descrição, Unidade, Quantidade, ' +
            'Preço unitário e (opcional) BDI (%).',
        );
      continue;
    }
    const raw: Record<string, string | null> = {};
    columns.forEach((field, i) => {
      if (!field) return;
      const cell = row.cells[i] ?? '';
      raw[field] = NUMERIC.includes(field)
        ? cell === ''
          ? field === 'bdi'
            ? null
            : ''
          : textoDecimal(cell, row.pontoDecimal)
        : cell;
    });
    const parsed = v.safeParse(ItemBodySchema, raw);
    if (parsed.success) {
      itens.push(parsed.output);
      linhas.push(row.linha);
    } else if (issues.length < 50)
      issues.push({ path: `linha ${row.linha}`, message: `Linha ${row.linha}: ${parsed.issues[0].message}` });
  }
  if (!columns) throw badRequest('file', 'A planilha está vazia.');
  if (issues.length) throw new ValidationError(issues);
  if (itens.length === 0) throw badRequest('file', 'A planilha não tem itens.');
  assertCodigos(itens, (i) => `Linha ${linhas[i]}`);
  return itens;
}

// ------------------------------------------------------------------------------------ medição por item

/**
 * The value and rows of a medição by item (docs/domain.md): each item of the work, measured once, its
 * accumulated quantity (other active medições + this one) within its contracted quantity, else 409 with
 * the item and its balance; the value is Σ quantity × price with BDI, each half-up to centavos.
 */
export async function medirItens(
  tx: Db,
  obraId: string,
  itens: MedicaoItemBody[],
  exceptMedicaoId?: string,
): Promise<{ valor: string; rows: { itemId: string; quantidade: string; valor: string }[] }> {
  const byId = new Map((await listItens(tx, obraId, exceptMedicaoId)).map((r) => [r.item.id, r]));
  const seen = new Set<string>();
  let total = 0n;
  const rows: { itemId: string; quantidade: string; valor: string }[] = [];
  itens.forEach((m, index) => {
    const found = byId.get(m.item_id);
    if (!found) throw badRequest(`itens.${index}.item_id`, 'O item medido não é da planilha desta obra.');
    if (seen.has(m.item_id))
      throw badRequest(
        `itens.${index}.item_id`,
        `O item ${found.item.codigo} foi informado mais de uma vez.`,
      );
    seen.add(m.item_id);
    const contratado = quantidadeToUnits(String(found.item.quantidade));
    const anterior = quantidadeToUnits(found.medido);
    const agora = quantidadeToUnits(m.quantidade);
    if (!found.item.global && anterior + agora > contratado)
      throw conflict(
        `O item ${found.item.codigo} (${found.item.descricao}) passaria da quantidade contratada: ` +
          `${qtd(contratado)} ${found.item.unidade} contratados, ${qtd(anterior)} já medidos, ` +
          `${qtd(agora)} nesta medição. Saldo do item: ${qtd(contratado > anterior ? contratado - anterior : 0n)} ` +
          `${found.item.unidade}.`,
        'ITEM_ACIMA_DO_CONTRATADO',
      );
    const valor = valorDaQuantidadeCents(m.quantidade, moneyToCents(String(found.item.precoComBdi)));
    total += valor;
    rows.push({ itemId: m.item_id, quantidade: m.quantidade, valor: centsToMoney(valor) });
  });
  if (total <= 0n) throw badRequest('itens', 'A medição deve ter valor maior que zero.');
  return { valor: centsToMoney(total), rows };
}

/** Reactivating a medição by item checks its items' balances again (as if measured now). */
export async function reconferirItens(tx: Db, obraId: string, medicaoId: string) {
  const itens = await medicaoItensDe(tx, medicaoId);
  if (itens.length)
    await medirItens(
      tx,
      obraId,
      itens.map((i) => ({ item_id: i.itemId, quantidade: String(i.quantidade) })),
      medicaoId,
    );
}

/**
 * A medição's rules on the sheet: it may not start before the work's service order; with items, its value
 * is theirs; without items (only while the work has no sheet) its value is kept as a quantity of the
 * global item, so every medição is a sum of items.
 */
export async function prepararMedicao(
  tx: Db,
  w: {
    obraId: string;
    periodoInicio?: string;
    itens?: MedicaoItemBody[];
    valor?: string | null;
    medicaoId?: string;
  },
) {
  if (w.periodoInicio) {
    const inicio = await inicioOrdemServico(tx, w.obraId);
    if (inicio && w.periodoInicio < inicio)
      throw badRequest(
        'periodo_inicio',
        `O período da medição (início em ${brDate(w.periodoInicio)}) não pode começar antes do início da ` +
          `ordem de serviço da obra (${brDate(inicio)}).`,
      );
  }
  if (w.itens?.length) return medirItens(tx, w.obraId, w.itens, w.medicaoId);
  if (await temPlanilha(tx, w.obraId))
    throw badRequest(
      'itens',
      'Esta obra tem planilha orçamentária: informe as quantidades medidas de cada item.',
    );
  return null;
}

/** Stores a medição's items: those measured, or its value as a quantity of the global item. */
export async function gravarItensDaMedicao(
  tx: Db,
  m: { obraId: string; clientId: string; medicaoId: string; valor: string },
  rows: { itemId: string; quantidade: string; valor: string }[] | null,
) {
  let global = rows ? null : await findItemGlobal(tx, m.obraId);
  if (!rows && !global)
    global =
      (
        await insertItens(tx, [
          {
            obraId: m.obraId,
            clientId: m.clientId,
            ordem: 0,
            codigo: ITEM_GLOBAL_CODIGO,
            descricao: ITEM_GLOBAL_DESCRICAO,
            unidade: 'R$',
            quantidade: '0',
            precoUnitario: '1.00',
            bdi: '0',
            precoComBdi: '1.00',
            total: '0',
            global: true,
          },
        ])
      )[0] ?? null;
  const own = rows ?? [{ itemId: global!.id, quantidade: m.valor, valor: m.valor }];
  await replaceMedicaoItens(
    tx,
    m.medicaoId,
    own.map((r) => ({ ...r, medicaoId: m.medicaoId, obraId: m.obraId, clientId: m.clientId })),
  );
  if (global) {
    const q = await quantidadeGlobal(tx, global.id);
    await updateItem(tx, global.id, { quantidade: q, total: q });
  }
}

// ------------------------------------------------------------------------------------ the service

export const toItem = (r: ItemComMedido) => {
  const contratado = quantidadeToUnits(String(r.item.quantidade));
  const medido = quantidadeToUnits(r.medido);
  return {
    id: r.item.id,
    ordem: r.item.ordem,
    codigo: r.item.codigo,
    descricao: r.item.descricao,
    unidade: r.item.unidade,
    quantidade: unitsToQuantidade(contratado),
    preco_unitario: String(r.item.precoUnitario),
    bdi: String(r.item.bdi),
    preco_com_bdi: String(r.item.precoComBdi),
    total: String(r.item.total),
    quantidade_medida: unitsToQuantidade(medido),
    saldo_quantidade: unitsToQuantidade(contratado > medido ? contratado - medido : 0n),
    valor_medido: centsToMoney(moneyToCents(r.valorMedido)),
    global: r.item.global,
  };
};

/** The sheet's file columns: the same the import reads, so an exported sheet imports back. */
const EXPORT_HEADERS = [
  'Código',
  'Descrição',
  'Unidade',
  'Quantidade',
  'Preço unitário',
  'BDI (%)',
  'Preço com BDI',
  'Total',
];

/**
 * The SHA-256 of what a boletim prints (decision 053): the medição's printed fields, not its record's
 * timestamps or who registered it, so a stored boletim is answered again until a printed value changes.
 */
export function conteudoSha256(c: BoletimContent) {
  const m = c.medicao;
  const printed = {
    obra: c.obra,
    medicao: [
      m.numero,
      m.tipo_descricao,
      m.periodo_inicio,
      m.periodo_fim,
      m.data_entrega,
      m.valor,
      m.conferencia_data,
      m.conferencia_percentual,
      m.conferencia_responsaveis,
    ],
    itens: c.itens,
    acumulado: c.acumulado,
    valorObra: c.valorObra,
  };
  return createHash('sha256').update(JSON.stringify(printed)).digest('hex');
}

/** One measured item of a boletim: contracted, before, now, accumulated and the balance. */
function toBoletimItem(r: Awaited<ReturnType<typeof listMedicaoItens>>[number]): BoletimItem {
  const contratado = quantidadeToUnits(String(r.item.quantidade));
  const anterior = quantidadeToUnits(r.anterior);
  const agora = quantidadeToUnits(String(r.medido.quantidade));
  const acumulado = anterior + agora;
  return {
    item_id: r.item.id,
    codigo: r.item.codigo,
    descricao: r.item.descricao,
    unidade: r.item.unidade,
    quantidade_contratada: unitsToQuantidade(contratado),
    preco_com_bdi: String(r.item.precoComBdi),
    quantidade_anterior: unitsToQuantidade(anterior),
    quantidade: unitsToQuantidade(agora),
    quantidade_acumulada: unitsToQuantidade(acumulado),
    saldo_quantidade: unitsToQuantidade(contratado > acumulado ? contratado - acumulado : 0n),
    valor: String(r.medido.valor),
  };
}

/** The medição a boletim is of, read through the register (its scope checked there). */
type MedicaoVisivel = (actor: Actor, id: string) => Promise<unknown>;

/** part ÷ whole as a percentage truncated to two decimals ("45.20"); 0 when there is no whole. */
function percent(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const basis = (part * 10000n) / whole;
  return centsToMoney(basis);
}
const nextMonth = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The planned vs actual S-curve, month by month: planned (the schedule's value and physical share,
 * accumulated) and actual (Σ active medições delivered up to the month, and the last physical % of the
 * follow-ups), both as % of the work's value, truncated to two decimals; months after the current one
 * have no actual figures.
 */
export function curvaS(
  valorObra: string,
  previsto: { mes: string; valor: string; fisico: string }[],
  medido: { mes: string; valor: string }[],
  fisico: { mes: string; percentual: string }[],
  mesAtual: string,
): CurvaMes[] {
  const total = moneyToCents(valorObra);
  const meses = [
    ...previsto.map((p) => p.mes),
    ...medido.map((m) => m.mes),
    ...fisico.map((f) => f.mes),
  ].sort();
  if (meses.length === 0) return [];
  const planned = new Map(previsto.map((p) => [p.mes, p]));
  const measured = new Map(medido.map((m) => [m.mes, moneyToCents(m.valor)]));
  const physical = new Map(fisico.map((f) => [f.mes, f.percentual]));
  const out: CurvaMes[] = [];
  let prevValor = 0n;
  let prevFisico = 0n;
  let medidoAcum = 0n;
  let fisicoAtual: string | null = null;
  const last = meses[meses.length - 1] as string;
  for (let mes = meses[0] as string; mes <= last; mes = nextMonth(mes)) {
    const p = planned.get(mes);
    prevValor += p ? moneyToCents(p.valor) : 0n;
    prevFisico += p ? moneyToCents(p.fisico) : 0n;
    const doMes = measured.get(mes) ?? 0n;
    medidoAcum += doMes;
    fisicoAtual = physical.get(mes) ?? fisicoAtual;
    const futuro = mes > mesAtual;
    out.push({
      mes,
      valor_previsto: centsToMoney(p ? moneyToCents(p.valor) : 0n),
      percentual_fisico_previsto: centsToMoney(p ? moneyToCents(p.fisico) : 0n),
      previsto_financeiro: percent(prevValor, total),
      previsto_fisico: centsToMoney(prevFisico > 10000n ? 10000n : prevFisico),
      realizado_financeiro: futuro ? null : percent(medidoAcum, total),
      realizado_fisico: futuro || fisicoAtual === null ? null : centsToMoney(moneyToCents(fisicoAtual)),
      valor_medido: centsToMoney(doMes),
    });
  }
  return out;
}

/** The work's schedule and S-curve from its rows (for the back office and the public page). */
export async function cronogramaDa(
  db: ReadDb,
  obra: { id: string; valorObra: string },
  today: string,
): Promise<Cronograma> {
  // One after the other: `db` may be a transaction, whose connection runs one query at a time.
  const previsto = await listCronograma(db, obra.id);
  const medido = await medidoPorMes(db, obra.id);
  const fisico = await fisicoPorMes(db, obra.id);
  return {
    obra_id: obra.id,
    valor_obra: obra.valorObra,
    meses: curvaS(
      obra.valorObra,
      previsto.map((p) => ({
        mes: p.mes.slice(0, 7),
        valor: String(p.valorPrevisto),
        fisico: String(p.percentualFisico),
      })),
      medido,
      fisico,
      today.slice(0, 7),
    ),
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createPlanilhaService(
  db: Db,
  obras: ObrasService,
  medicao: MedicaoVisivel,
  termos: TermosService,
) {
  async function planilha(tx: Db, obraId: string): Promise<Planilha> {
    const rows = await listItens(tx, obraId);
    const bdi = await obraBdi(tx, obraId);
    const itens = rows.map(toItem);
    const sum = (f: (i: (typeof itens)[number]) => string) =>
      centsToMoney(itens.reduce((s, i) => s + moneyToCents(f(i)), 0n));
    return {
      obra_id: obraId,
      bdi,
      itens,
      total: sum((i) => i.total),
      valor_medido: sum((i) => i.valor_medido),
    };
  }

  async function salvar(actor: Actor, obraId: string, body: PlanilhaBody, origem: Origem) {
    const obra = await obras.visible(requireLocal(actor), obraId);
    obras.assertOpen(obra);
    return db.transaction(async (tx) => {
      await lockObra(tx, obraId);
      await setObraBdi(tx, obraId, body.bdi);
      const ctx = { obraId, clientId: obra.obra.clientId, userId: actor.userId, origem };
      const { alterados } = await aplicarItens(tx, ctx, body.itens, true);
      const out = await planilha(tx, obraId);
      await recordAudit(tx, auditActor(actor), {
        action: origem === 'importacao' ? 'importar-planilha' : 'planilha',
        entity: 'obra',
        entityId: obraId,
        after: { bdi: body.bdi, itens: out.itens.length, total: out.total, alterados },
        clientId: obra.obra.clientId,
      });
      return out;
    });
  }

  /** A medição's boletim items: what each item measured, before it and after it (earlier active medições). */
  async function boletim(actor: Actor, medicaoId: string) {
    const m = (await medicao(actor, medicaoId)) as Medicao;
    const rows = await listMedicaoItens(db, medicaoId, m.obra.id, m.numero);
    return { medicao: m, itens: rows.map(toBoletimItem) };
  }

  /** What a medição's boletim prints: the work, the medição, its items, the accumulated and the work's value. */
  async function boletimContent(actor: Actor, medicaoId: string): Promise<BoletimContent> {
    const { medicao: m, itens } = await boletim(actor, medicaoId);
    const obra = await obras.visible(requireLocal(actor), m.obra.id);
    const acumulado = await medidoAte(db, m.obra.id, m.numero);
    const valorObra = centsToMoney(
      moneyToCents(String(obra.obra.valorContratado)) + moneyToCents(String(obra.valorAditivos)),
    );
    return {
      obra: {
        numero: obra.obra.numero,
        objeto: obra.obra.objeto,
        contratada: obra.contratada?.razaoSocial ?? null,
        contrato: obra.obra.contratoNumero,
        secretaria: obra.secretariaNome,
      },
      medicao: m,
      itens,
      acumulado: centsToMoney(moneyToCents(acumulado)),
      valorObra,
    };
  }

  const valorDaObra = (obra: Awaited<ReturnType<ObrasService['visible']>>) =>
    centsToMoney(moneyToCents(String(obra.obra.valorContratado)) + moneyToCents(String(obra.valorAditivos)));

  return {
    boletim,
    async cronograma(actor: Actor, obraId: string) {
      const obra = await obras.visible(requireLocal(actor), obraId);
      return cronogramaDa(db, { id: obraId, valorObra: valorDaObra(obra) }, today());
    },
    /** The planned schedule, whole: one row per month, Σ physical share at most 100%. */
    async salvarCronograma(actor: Actor, obraId: string, body: CronogramaBody) {
      const obra = await obras.visible(requireLocal(actor), obraId);
      const seen = new Set<string>();
      body.meses.forEach((m, i) => {
        if (seen.has(m.mes))
          throw badRequest(
            `meses.${i}.mes`,
            `O mês ${m.mes.split('-').reverse().join('/')} está repetido no cronograma.`,
          );
        seen.add(m.mes);
      });
      const fisico = body.meses.reduce((a, m) => a + moneyToCents(m.percentual_fisico), 0n);
      if (fisico > 10000n)
        throw badRequest(
          'meses',
          `A soma dos percentuais físicos previstos é ${centsToMoney(fisico).replace('.', ',')}%: não pode passar de 100%.`,
        );
      return db.transaction(async (tx) => {
        await lockObra(tx, obraId);
        await replaceCronograma(
          tx,
          obraId,
          body.meses.map((m) => ({
            obraId,
            clientId: obra.obra.clientId,
            mes: `${m.mes}-01`,
            valorPrevisto: m.valor_previsto,
            percentualFisico: m.percentual_fisico,
          })),
        );
        await recordAudit(tx, auditActor(actor), {
          action: 'cronograma',
          entity: 'obra',
          entityId: obraId,
          after: body,
          clientId: obra.obra.clientId,
        });
        return cronogramaDa(tx, { id: obraId, valorObra: valorDaObra(obra) }, today());
      });
    },
    /**
     * The boletim de medição as PDF (boletim-pdf.ts), issued as a termo (decision 053): the first request
     * issues it (numbered, QR code, SHA-256, bytes stored); later ones answer the stored bytes while what
     * it prints is unchanged (the SHA-256 of its content, `conteudoSha256`); a changed medição (items,
     * quantities, conference, an earlier medição's value) issues a new version, the old one kept verifiable.
     */
    async boletimPdf(actor: Actor, medicaoId: string): Promise<PdfDocument> {
      const content = await boletimContent(actor, medicaoId);
      const sha256 = conteudoSha256(content);
      const clientId = content.medicao.cliente_id;
      const stored = await db.transaction(async (tx) => {
        const atual = await lockBoletim(tx, medicaoId);
        if (atual?.termoId && atual.sha256 === sha256) return atual.termoId;
        const termo = await termos.documentoProprio(tx, actor, clientId, 'boletim_medicao', (head) =>
          boletimPdf(content, head),
        );
        await setBoletim(tx, medicaoId, termo.id, sha256);
        await recordAudit(tx, auditActor(actor), {
          action: 'boletim',
          entity: 'obra-medicao',
          entityId: medicaoId,
          after: { termo_codigo: termo.codigo, conteudo_sha256: sha256 },
          clientId,
        });
        return termo.id;
      });
      // Read after the transaction: the stored bytes, the same whether issued now or before.
      const { pdf } = await termos.porId(stored);
      const named = documentTitle(
        `Boletim de medição nº ${content.medicao.numero} – obra ${content.obra.numero.replace(/\//g, '-')}`,
      );
      return {
        name: named.name,
        pages: boletimPages(content.itens.length),
        render: () => Readable.from([pdf]),
      };
    },
    async get(actor: Actor, obraId: string) {
      await obras.visible(requireLocal(actor), obraId);
      return planilha(db, obraId);
    },
    itensDaMedicao: async (actor: Actor, medicaoId: string) => (await boletim(actor, medicaoId)).itens,
    salvar: (actor: Actor, obraId: string, body: PlanilhaBody) => salvar(actor, obraId, body, 'planilha'),

    /** The sheet from a CSV/XLSX file; the BDI stays the sheet's (or `bdi`), items may carry their own. */
    async importar(actor: Actor, obraId: string, file: IncomingFile, bdi?: string) {
      await obras.visible(requireLocal(actor), obraId);
      const itens = await itensDoArquivo(file);
      return salvar(actor, obraId, { bdi: bdi ?? (await obraBdi(db, obraId)), itens }, 'importacao');
    },

    async alteracoes(actor: Actor, obraId: string) {
      await obras.visible(requireLocal(actor), obraId);
      return (await listAlteracoes(db, obraId)).map((r) => ({
        id: r.alteracao.id,
        item_id: r.alteracao.itemId ?? '',
        codigo: r.alteracao.codigo,
        origem: r.alteracao.origem as Origem,
        aditivo: r.alteracao.aditivoId ? { id: r.alteracao.aditivoId, numero_ato: r.numeroAto ?? '' } : null,
        antes: r.alteracao.antes ?? null,
        depois: r.alteracao.depois ?? null,
        usuario: r.usuario ?? null,
        created_at: r.alteracao.createdAt.toISOString(),
      }));
    },

    async exportar(actor: Actor, obraId: string, formato: 'csv' | 'xlsx') {
      const obra = await obras.visible(requireLocal(actor), obraId);
      const { itens } = await planilha(db, obraId);
      const rows: Cell[][] = itens
        .filter((i) => !i.global)
        .map((i) => [
          i.codigo,
          i.descricao,
          i.unidade,
          numberCell(i.quantidade),
          numberCell(i.preco_unitario),
          numberCell(i.bdi),
          numberCell(i.preco_com_bdi),
          numberCell(i.total),
        ]);
      const name = `planilha-obra-${obra.obra.numero.replace(/[^\w-]+/g, '-')}`;
      return exportFile(formato, name, 'Planilha', EXPORT_HEADERS, [rows]);
    },
  };
}
export type PlanilhaService = ReturnType<typeof createPlanilhaService>;
