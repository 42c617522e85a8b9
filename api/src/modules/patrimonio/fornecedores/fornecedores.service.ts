import type {
  CreateFornecedorBody,
  Fornecedor,
  FornecedorListQuery,
  StatusBody,
  UpdateFornecedorBody,
} from '@gp/shared-contracts';
import { FORNECEDOR_OPTIONAL_FIELDS, normalizeCpfCnpj } from '@gp/shared-contracts';
import type { Db } from '../../../db/client.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { optionalColumns } from '../../../lib/mapping.js';
import { pageAnswer, pageWindow } from '../../../lib/pagination.js';
import { uniqueKeyConflict } from '../../../lib/unique-keys.js';
import { recordAudit } from '../../audit/audit.service.js';
import { type Actor, type ActorLocation, auditActor, requireLocal } from '../../auth/actor.js';
import { clientInScope } from '../../empresas/company-scope.js';
import type { FilesService } from '../../files/files.service.js';
import { DOCUMENT_KINDS, recordFiles } from '../patrimonio-files.js';
import { saveStatus, statusValues } from '../register-status.js';
import { toFornecedor } from './fornecedores.mapper.js';
import {
  cpfCnpjTaken,
  type FornecedorFilter,
  type FornecedorRow,
  findFornecedor,
  insertFornecedor,
  pageFornecedores,
  updateFornecedor,
} from './fornecedores.repository.js';
import { mantemFornecedor, podeAlterarFornecedor } from './fornecedores-regras.js';

const valuesOf = (b: CreateFornecedorBody | UpdateFornecedorBody) => ({
  tipoPessoa: b.tipo_pessoa,
  cpfCnpj: b.cpf_cnpj,
  razaoSocial: b.razao_social,
  ...optionalColumns(b, FORNECEDOR_OPTIONAL_FIELDS),
});

const duplicate = () => uniqueKeyConflict('fornecedores_application_cpf_cnpj_uq');

const notFoundFornecedor = () => notFound('Fornecedor não encontrado.');

/**
 * Suppliers are one register per application (docs/domain.md, "Bens e categorias"): every client of the application sees and uses
 * them; the client that registered one (`root_id`) and support keep it (edit, status, files): the rule is
 * `fornecedores-regras.ts`, which both refuses and gives each answer its `pode_alterar`.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a service factory: the methods it returns share its dependencies, and each is shorter than 80 lines.
export function createFornecedoresService(db: Db, files: FilesService) {
  /** A supplier as the caller gets it: the row and what the caller may do with it (`pode_alterar`). */
  const answer =
    (local: ActorLocation) =>
    (row: FornecedorRow): Fornecedor => ({
      ...toFornecedor(row),
      pode_alterar: podeAlterarFornecedor(local, row.rootId),
    });

  async function visible(local: ActorLocation, id: string): Promise<FornecedorRow> {
    const row = await findFornecedor(db, local, id);
    if (!row) throw notFoundFornecedor();
    return row;
  }

  function assertKeeper(local: ActorLocation, row: FornecedorRow) {
    if (!mantemFornecedor(local, row.rootId)) {
      throw forbidden(
        'Este fornecedor foi cadastrado por outro cliente: só ele ou o suporte podem alterá-lo.',
      );
    }
  }

  /**
   * Writes a new supplier inside the caller's transaction (the form, and the NF-e incorporation that
   * registers the emitter): the CPF/CNPJ unique in the application, the row and the audit entry.
   */
  async function insertNew(
    tx: Db,
    actor: Actor,
    body: CreateFornecedorBody,
    owner: { applicationId: string; rootId: string | null },
  ): Promise<FornecedorRow> {
    if (await cpfCnpjTaken(tx, owner.applicationId, body.cpf_cnpj)) throw duplicate();
    const row = await insertFornecedor(tx, { ...valuesOf(body), ...owner });
    await recordAudit(tx, auditActor(actor), {
      action: 'create',
      entity: 'fornecedor',
      entityId: row.id,
      after: toFornecedor(row),
      clientId: owner.rootId,
    });
    return row;
  }

  async function page(local: ActorLocation, filter: FornecedorFilter, q: FornecedorListQuery) {
    const search = q.search?.trim();
    const digits = search ? normalizeCpfCnpj(search) : '';
    const { rows, total } = await pageFornecedores(
      db,
      { ...filter, search: search || undefined, cpfCnpj: digits.length >= 3 ? digits : undefined },
      { ...pageWindow(q), sort: q.sort, order: q.order },
    );
    return pageAnswer(q, { rows, total }, answer(local));
  }

  const filterOf = (q: FornecedorListQuery) => ({ ativo: q.ativo, tipoPessoa: q.tipo_pessoa });

  /** The application's register; `cliente_id`, the client that registered them, is checked against the scope. */
  async function list(actor: Actor, q: FornecedorListQuery) {
    const local = requireLocal(actor);
    if (q.cliente_id) await clientInScope(db, local, q.cliente_id);
    return page(local, { applicationId: local.applicationId, rootId: q.cliente_id, ...filterOf(q) }, q);
  }

  return {
    list,

    async findByAplicacao(actor: Actor, applicationId: string, q: FornecedorListQuery) {
      if (applicationId !== requireLocal(actor).applicationId) throw notFound('Aplicação não encontrada.');
      return list(actor, q);
    },

    async findByRoot(actor: Actor, clientId: string, q: FornecedorListQuery) {
      const local = requireLocal(actor);
      await clientInScope(db, local, clientId);
      return page(local, { applicationId: local.applicationId, rootId: clientId, ...filterOf(q) }, q);
    },

    async get(actor: Actor, id: string): Promise<Fornecedor> {
      const local = requireLocal(actor);
      return answer(local)(await visible(local, id));
    },

    /** A supplier the caller may put on an asset: same application (404 otherwise). */
    usable: (local: ActorLocation, id: string) => visible(local, id),

    async create(actor: Actor, body: CreateFornecedorBody): Promise<Fornecedor> {
      const local = requireLocal(actor);
      let rootId: string | null = local.clientId;
      if (body.root_id) {
        if (local.clientId !== null && body.root_id !== local.clientId)
          throw notFound('Cliente não encontrado.');
        await clientInScope(db, local, body.root_id);
        rootId = body.root_id;
      }
      return db.transaction(async (tx) =>
        answer(local)(await insertNew(tx, actor, body, { applicationId: local.applicationId, rootId })),
      );
    },

    insertNew,

    async update(actor: Actor, id: string, body: UpdateFornecedorBody): Promise<Fornecedor> {
      if (body.id && body.id !== id) throw badRequest('id', 'O id do corpo difere do id do endereço.');
      const local = requireLocal(actor);
      const before = await visible(local, id);
      assertKeeper(local, before);
      return db.transaction(async (tx) => {
        if (await cpfCnpjTaken(tx, before.applicationId, body.cpf_cnpj, id)) throw duplicate();
        const row = await updateFornecedor(tx, id, valuesOf(body));
        if (!row) throw notFoundFornecedor();
        await recordAudit(tx, auditActor(actor), {
          action: 'update',
          entity: 'fornecedor',
          entityId: id,
          before: toFornecedor(before),
          after: toFornecedor(row),
          clientId: before.rootId,
        });
        return answer(local)(row);
      });
    },

    async setStatus(actor: Actor, body: StatusBody): Promise<Fornecedor> {
      const local = requireLocal(actor);
      const values = statusValues(actor, body);
      const before = await visible(local, body.id);
      assertKeeper(local, before);
      const after = await db.transaction((tx) =>
        saveStatus(tx, actor, body, {
          entity: 'fornecedor',
          clientId: before.rootId,
          before,
          save: () => updateFornecedor(tx, body.id, values),
          toApi: toFornecedor,
          notFound: notFoundFornecedor,
        }),
      );
      return { ...after, pode_alterar: podeAlterarFornecedor(local, after.root_id) };
    },

    ...recordFiles(files, 'supplier', DOCUMENT_KINDS, {
      uploadTo: async (actor, id) => {
        const local = requireLocal(actor);
        const row = await visible(local, id);
        assertKeeper(local, row);
        return { applicationId: row.applicationId, clientId: row.rootId };
      },
      visible: (actor, id) => visible(requireLocal(actor), id),
    }),
  };
}
export type FornecedoresService = ReturnType<typeof createFornecedoresService>;
