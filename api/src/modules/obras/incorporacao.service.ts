import {
  centsToMoney,
  formatReais,
  type IncorporarObraBody,
  type LocalizacaoFields,
  moneyToCents,
  normalizeMoney,
  type ObraDetail,
  SITUACAO_OBRA,
} from '@gp/shared-contracts';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal, requireRule } from '../auth/actor.js';
import { closedAsset } from '../patrimonio/bens/bem-for-detail.js';
import {
  type BemValues,
  findBem,
  lockBem,
  reserveCodigo,
  tipoIncorporacaoAtivo,
} from '../patrimonio/bens/bens.repository.js';
import { residualOf } from '../patrimonio/bens/bens.service.js';
import { type CategoriaRow, listCategorias } from '../patrimonio/categorias/categorias.repository.js';
import { setorOf } from '../patrimonio/client-scope.js';
import { lockClientShared } from '../patrimonio/depreciacao/depreciacao.repository.js';
import { tipoPorEfeito } from '../patrimonio/movimentacoes/movimentacoes.repository.js';
import { bookMovement } from '../patrimonio/movimentacoes/movimentacoes.service.js';
import type { PatrimonioServices } from '../patrimonio/patrimonio.js';
import { assertValorPlausivel } from '../patrimonio/valor-plausivel.js';
import { findObra, lockObra, type ObraRow, setObraBem } from './obras.repository.js';
import { notFoundObra, type ObrasService, today } from './obras.service.js';
import { listRecebimentos } from './recebimentos.repository.js';

/** The incorporation type of a new imóvel built by the client's own works (docs/domain.md, "Movimentações"). */
export const TIPO_INCORPORACAO_CONSTRUCAO = 6;

/** Support without the patrimônio area at its location may manage works but not the asset register. */
export const INCORPORAR_SEM_PATRIMONIO =
  'Incorporar a obra ao patrimônio exige acesso ao Patrimônio neste local de trabalho.';

/** The default category of a new imóvel: the client's active category of edificações, else any of imóveis. */
export function defaultCategoria(categorias: CategoriaRow[]): CategoriaRow | null {
  const imoveis = categorias.filter((c) => c.ativo && c.tipoBem === 'imovel');
  return (
    imoveis.find((c) => /edifica/i.test(c.nome)) ?? imoveis.find((c) => c.depreciavel) ?? imoveis[0] ?? null
  );
}

/** The instant a movement dated `day` is booked at: now for today, midday in Brasília for an earlier day. */
const movementInstant = (day: string) => (day === today() ? new Date() : new Date(`${day}T12:00:00-03:00`));

/** The property location of the new imóvel, from the work's address and coordinates. */
const localizacaoOf = (row: ObraRow, descricao: string): LocalizacaoFields => {
  const o = row.obra;
  return {
    descricao,
    endereco: o.endereco,
    bairro: o.bairro,
    cep: o.cep,
    municipio: o.cidade,
    uf: o.uf,
    latitude: o.latitude === null ? null : Number(o.latitude).toFixed(6),
    longitude: o.longitude === null ? null : Number(o.longitude).toFixed(6),
  };
};

/**
 * A work received definitively enters the asset register (docs/domain.md, "Obras"): a new imóvel (the
 * register's own creation: code, incorporation movement, property location, audit) or an improvement of
 * an existing imóvel of the client (a revaluation raising its value). One transaction with the client's
 * depreciation lock and the work's row lock: the asset or movement, the location and the work's link are
 * written together or not at all, and a second incorporation of the work waits and is refused.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createIncorporacaoService(db: Db, obras: ObrasService, patrimonio: PatrimonioServices) {
  /** Received definitively, by its record (the termo signed), and not incorporated yet. */
  async function assertIncorporavel(tx: Db, row: ObraRow) {
    if (row.obra.situacao !== SITUACAO_OBRA.recebidaDefinitivamente)
      throw conflict(
        'Só uma obra recebida definitivamente pode ser incorporada ao patrimônio.',
        'OBRA_NAO_RECEBIDA',
      );
    if (row.obra.bemId) throw conflict('Esta obra já foi incorporada ao patrimônio.', 'OBRA_JA_INCORPORADA');
    const recebimentos = await listRecebimentos(tx, row.obra.id);
    if (!recebimentos.some((r) => r.recebimento.tipo === 'definitivo'))
      throw conflict(
        'A obra não tem o recebimento definitivo registrado: registre-o, com o termo assinado, antes de incorporá-la.',
        'SEM_RECEBIMENTO_DEFINITIVO',
      );
  }

  async function novoImovel(
    tx: Db,
    actor: Actor,
    row: ObraRow,
    body: IncorporarObraBody & { valor: string },
    categoria: CategoriaRow,
  ): Promise<string> {
    const o = row.obra;
    const incorporacao = await tipoPorEfeito(tx, 'incorporacao');
    if (!incorporacao) throw new AppError('CONFLICT', 'Não há tipo de movimentação de incorporação ativo.');
    await assertValorPlausivel(tx, o.clientId, body.valor, body.confirmar_valor, 'O valor do imóvel da obra');
    const descricao = body.descricao ?? o.objeto.slice(0, 255);
    const values: Omit<BemValues, 'codigoBem'> = {
      clientId: o.clientId,
      descricao,
      especificacao: `Obra ${o.numero}: ${o.objeto}`.slice(0, 4000),
      categoriaId: categoria.id,
      tipo: 'imovel',
      situacao: 'em_uso',
      estadoConservacao: 'novo',
      tipoIncorporacaoId: TIPO_INCORPORACAO_CONSTRUCAO,
      dataAquisicao: body.data_incorporacao,
      dataIncorporacao: body.data_incorporacao,
      valorAquisicao: body.valor,
      valorResidual: residualOf(body.valor, categoria.valorResidualPercentual),
      valorAtual: body.valor,
      vidaUtilMeses: categoria.vidaUtilAnos * 12,
      depreciavel: categoria.depreciavel,
      contaContabil: categoria.contaContabil,
      secretariaId: o.secretariaId,
      setorId: body.setor_id ?? null,
      fornecedorId: o.fornecedorId,
    };
    const codigo = await reserveCodigo(tx, o.clientId);
    const bem = await patrimonio.bens.insertNew(tx, actor, values, {
      codigo,
      incorporacao,
      localizacao: localizacaoOf(row, descricao),
    });
    return bem.id;
  }

  async function melhoria(
    tx: Db,
    actor: Actor,
    row: ObraRow,
    body: IncorporarObraBody & { valor: string },
  ): Promise<string> {
    const o = row.obra;
    const bem = await lockBem(tx, { clientId: o.clientId }, body.bem_id!);
    if (!bem) throw notFound('Bem patrimonial não encontrado.');
    if (bem.tipo !== 'imovel')
      throw conflict(
        `O bem ${bem.codigoBem} não é um imóvel: só um imóvel recebe a melhoria de uma obra.`,
        'BEM_NAO_IMOVEL',
      );
    if (bem.situacao === 'baixado') throw closedAsset();
    const reavaliacao = await tipoPorEfeito(tx, 'reavaliacao');
    if (!reavaliacao) throw new AppError('CONFLICT', 'Não há tipo de movimentação de reavaliação ativo.');
    await bookMovement(tx, actor, bem, reavaliacao, {
      TipoMovimentacao: reavaliacao.id,
      Valor: centsToMoney(moneyToCents(bem.valorAtual) + moneyToCents(body.valor)),
      Observacao: `Melhoria pela obra ${o.numero} (${formatReais(body.valor)}).`.slice(0, 500),
      data: movementInstant(body.data_incorporacao),
      confirmar_valor: body.confirmar_valor,
    });
    return bem.id;
  }

  /** The category named, or the client's default one for a new imóvel (400 when it has none). */
  async function categoriaOf(actor: Actor, clientId: string, id: string | null | undefined) {
    if (id) return patrimonio.categorias.ofClient(clientId, id);
    await patrimonio.categorias.ensureSeeded(actor, [clientId]);
    const found = defaultCategoria(await listCategorias(db, [clientId]));
    if (!found)
      throw badRequest('categoria_id', 'O cliente não tem categoria de imóveis: escolha ou cadastre uma.');
    return found;
  }

  return {
    async incorporar(actor: Actor, id: string, body: IncorporarObraBody): Promise<ObraDetail> {
      const local: ActorLocation = requireLocal(actor);
      // The menu opens the patrimônio area to support anywhere; writing the register from a work also asks
      // the location to have it enabled (`hasPatrimonio`), as a client's location would.
      if (!local.flags.hasPatrimonio) throw forbidden(INCORPORAR_SEM_PATRIMONIO);
      requireRule(local, 'assets:create');
      const seen = await obras.visible(local, id);
      const clientId = seen.obra.clientId;
      // The ids the body names are the work's client's (404 otherwise) before the work's state is judged.
      // They are read before the transaction (PGlite runs one at a time); the work again under its lock.
      let categoria: CategoriaRow | null = null;
      if (body.modo === 'imovel') {
        categoria = await categoriaOf(actor, clientId, body.categoria_id);
        if (body.setor_id) await setorOf(db, clientId, seen.obra.secretariaId, body.setor_id);
      } else if (!(await findBem(db, { clientId }, body.bem_id!))) {
        throw notFound('Bem patrimonial não encontrado.');
      }
      await assertIncorporavel(db, seen);
      if (body.data_incorporacao > today())
        throw badRequest('data_incorporacao', 'A data de incorporação não pode ser futura.');
      if (categoria) {
        if (categoria.tipoBem !== 'imovel')
          throw badRequest('categoria_id', `A categoria "${categoria.nome}" não é de bens imóveis.`);
        if (!categoria.ativo) throw new AppError('CONFLICT', `A categoria "${categoria.nome}" está inativa.`);
        if (!(await tipoIncorporacaoAtivo(db, TIPO_INCORPORACAO_CONSTRUCAO)))
          throw new AppError(
            'CONFLICT',
            'O tipo de incorporação "Produção/construção própria" está inativo.',
          );
      }

      return db.transaction(async (tx) => {
        // Before any row lock: a depreciation run of the client holds this lock exclusively (decision 019).
        await lockClientShared(tx, clientId);
        await lockObra(tx, id);
        // Read again under the lock: a concurrent incorporation of the same work has committed by now.
        const row = await findObra(tx, local, id);
        if (!row) throw notFoundObra();
        await assertIncorporavel(tx, row);
        const valor = body.valor ?? normalizeMoney(String(row.valorMedido));
        if (moneyToCents(valor) <= 0n)
          throw badRequest('valor', 'A obra não tem medições: informe o valor da incorporação.');
        const input = { ...body, valor };
        const bemId =
          body.modo === 'imovel'
            ? await novoImovel(tx, actor, row, input, categoria!)
            : await melhoria(tx, actor, row, input);
        await setObraBem(tx, id, bemId, body.modo);
        const out = await obras.detailIn(tx, local, id);
        await recordAudit(tx, auditActor(actor), {
          action: 'incorporacao',
          entity: 'obra',
          entityId: id,
          before: { bem: null },
          after: { bem: out.bem, valor, data_incorporacao: body.data_incorporacao },
          clientId,
        });
        return out;
      });
    },
  };
}
export type IncorporacaoService = ReturnType<typeof createIncorporacaoService>;
