import type { Mapeamento, OpcoesImplantacao, TipoImplantacao } from '@gp/shared-contracts';
import type { Db, ReadDb } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import {
  carregarReferencias,
  chavesImportadas,
  codigosDoCliente,
  criarPendentes,
  gravarLote,
  type ImportacaoRow,
  impedimentoDeDesfazer,
  removerBensDaImportacao,
  removerCriadosDaImportacao,
} from './implantacao.repository.js';
import { pendentesVazios } from './implantacao-criacoes.js';
import {
  documentosDaAplicacao,
  gravarFornecedores,
  impedimentoDeFornecedores,
  regrasDeFornecedores,
} from './implantacao-fornecedores.js';
import { type BemImportado, converterLinha } from './implantacao-linha.js';
import { codigosNcmDoCliente, gravarNcm, impedimentoDeNcm, regrasDeNcm } from './implantacao-ncm.js';
import {
  gravarObras,
  impedimentoDeObras,
  referenciasDeObras,
  regrasDeObras,
  removerObras,
} from './implantacao-obras.js';
import type { Regras } from './implantacao-percurso.js';
import {
  cadastroDeVeiculos,
  gravarVeiculos,
  impedimentoDeVeiculos,
  regrasDeVeiculos,
} from './implantacao-veiculos.js';

/**
 * The registers the Implantação brings in, one definition each over the same pipeline (upload, mapping,
 * dry run, errors CSV, commit as a job, undo; decision 064). A new register (obras, say) is one
 * more entry here, with its fields in the contracts (`CAMPOS_POR_TIPO`), not a copy of the flow.
 */
export type Lote = { linha: number; item: unknown }[];
export type Feitos = { secretaria: number; setor: number; fornecedor: number };

export type DefinicaoImplantacao = {
  /** The record's name in messages ("3 bens gravados"). */
  unidade: [um: string, varios: string];
  /** Needs the client's implantação month (the assets' cut-over); the others import any time. */
  precisaCorte: boolean;
  /** The options to create missing secretarias, setores and suppliers apply to it. */
  criaReferencias: boolean;
  regras: (
    db: ReadDb,
    row: ImportacaoRow,
    m: Mapeamento,
    opcoes: OpcoesImplantacao,
    corte: string,
  ) => Promise<Regras<unknown>>;
  /** One batch in the caller's transaction: the records written and what was created for them. */
  gravarLote: (
    tx: Db,
    p: { row: ImportacaoRow; actor: Actor; corte: string; itens: Lote; criados: Map<string, string> },
  ) => Promise<{ gravadas: number; feitos: Feitos }>;
  impedimentoDeDesfazer: (db: ReadDb, importacaoId: string) => Promise<string | null>;
  /** Removes what the import wrote (the undo); the count removed. */
  remover: (tx: Db, importacaoId: string) => Promise<number>;
};

const NADA: Feitos = { secretaria: 0, setor: 0, fornecedor: 0 };

const BENS: DefinicaoImplantacao = {
  unidade: ['bem', 'bens'],
  precisaCorte: true,
  criaReferencias: true,
  async regras(db, row, m, opcoes, corte) {
    const refs = await carregarReferencias(db, row.applicationId, row.clientId);
    const chaves = await chavesImportadas(db, row.clientId);
    const doCliente = await codigosDoCliente(db, row.clientId);
    const pendentes = pendentesVazios(opcoes);
    const codigos = new Map<number, number>();
    const regras: Regras<BemImportado> = {
      pendentes,
      converter: (celulas, colunas) => {
        const r = converterLinha(celulas, colunas, m, refs, corte, pendentes);
        return r.bem
          ? { ok: true, item: r.bem, chave: r.bem.chave, novos: r.bem.novos }
          : { ok: false, erros: r.erros };
      },
      jaImportada: (chave) => chaves.has(chave),
      repetida: (chave, primeira) => ({
        campo: 'Código no sistema antigo',
        mensagem: `Código "${chave}" repetido no arquivo (linha ${primeira}).`,
      }),
      unicos: (bem, linha) => {
        const codigo = bem.body.CodigoBEM;
        if (codigo === undefined) return null;
        const outra = codigos.get(codigo);
        if (outra !== undefined)
          return {
            campo: 'Número do patrimônio',
            mensagem: `Número ${codigo} repetido no arquivo (linha ${outra}).`,
          };
        if (doCliente.has(codigo))
          return {
            campo: 'Número do patrimônio',
            mensagem: `Já há um bem com o número ${codigo} no cadastro.`,
          };
        codigos.set(codigo, linha);
        return null;
      },
    };
    return regras as Regras<unknown>;
  },
  async gravarLote(tx, { row, actor, corte, itens, criados }) {
    const lote = itens.map((i) => ({ linha: i.linha, bem: i.item as BemImportado }));
    const feitos = await criarPendentes(tx, {
      applicationId: row.applicationId,
      clientId: row.clientId,
      importacaoId: row.id,
      actor,
      itens: lote,
      criados,
    });
    const gravadas = await gravarLote(tx, {
      clientId: row.clientId,
      importacaoId: row.id,
      userId: actor.userId,
      corte,
      itens: lote,
    });
    return { gravadas, feitos };
  },
  impedimentoDeDesfazer,
  remover: removerBensDaImportacao,
};

const FORNECEDORES: DefinicaoImplantacao = {
  unidade: ['fornecedor', 'fornecedores'],
  precisaCorte: false,
  criaReferencias: false,
  async regras(db, row, m) {
    const documentos = await documentosDaAplicacao(db, row.applicationId);
    return regrasDeFornecedores(
      m,
      documentos,
      pendentesVazios({ criar_secretarias: false, criar_setores: false, criar_fornecedores: false }),
    ) as Regras<unknown>;
  },
  async gravarLote(tx, { row, itens }) {
    const gravadas = await gravarFornecedores(tx, {
      applicationId: row.applicationId,
      clientId: row.clientId,
      importacaoId: row.id,
      itens: itens.map((i) => i.item) as Parameters<typeof gravarFornecedores>[1]['itens'],
    });
    return { gravadas, feitos: NADA };
  },
  impedimentoDeDesfazer: impedimentoDeFornecedores,
  remover: async (tx, importacaoId) => (await removerCriadosDaImportacao(tx, importacaoId)).removidos,
};

const semCriacoes = () =>
  pendentesVazios({ criar_secretarias: false, criar_setores: false, criar_fornecedores: false });
/** Removes what an import recorded as created (each kept while something else references it). */
const removerCriados = async (tx: Db, importacaoId: string) =>
  (await removerCriadosDaImportacao(tx, importacaoId)).removidos;

const VEICULOS: DefinicaoImplantacao = {
  unidade: ['veículo', 'veículos'],
  precisaCorte: false,
  criaReferencias: false,
  async regras(db, row, m) {
    return regrasDeVeiculos(m, await cadastroDeVeiculos(db, row.clientId), semCriacoes()) as Regras<unknown>;
  },
  async gravarLote(tx, { row, itens }) {
    const gravadas = await gravarVeiculos(tx, {
      clientId: row.clientId,
      importacaoId: row.id,
      itens: itens.map((i) => i.item) as Parameters<typeof gravarVeiculos>[1]['itens'],
    });
    return { gravadas, feitos: NADA };
  },
  impedimentoDeDesfazer: impedimentoDeVeiculos,
  remover: removerCriados,
};

const NCM: DefinicaoImplantacao = {
  unidade: ['código NCM', 'códigos NCM'],
  precisaCorte: false,
  criaReferencias: false,
  async regras(db, row, m) {
    const { categoriasPorNome } = await carregarReferencias(db, row.applicationId, row.clientId);
    return regrasDeNcm(
      m,
      await codigosNcmDoCliente(db, row.clientId),
      semCriacoes(),
      categoriasPorNome,
    ) as Regras<unknown>;
  },
  async gravarLote(tx, { row, itens }) {
    const gravadas = await gravarNcm(tx, {
      clientId: row.clientId,
      importacaoId: row.id,
      itens: itens.map((i) => i.item) as Parameters<typeof gravarNcm>[1]['itens'],
    });
    return { gravadas, feitos: NADA };
  },
  impedimentoDeDesfazer: impedimentoDeNcm,
  remover: removerCriados,
};

/** Works (decision 069): the situação mapped by the user, the records it opens written with the work. */
const OBRAS: DefinicaoImplantacao = {
  unidade: ['obra', 'obras'],
  precisaCorte: false,
  criaReferencias: false,
  async regras(db, row, m) {
    const refs = await referenciasDeObras(db, row.applicationId, row.clientId, carregarReferencias);
    return regrasDeObras(m, refs, semCriacoes()) as unknown as Regras<unknown>;
  },
  async gravarLote(tx, { row, actor, itens }) {
    const gravadas = await gravarObras(tx, {
      clientId: row.clientId,
      importacaoId: row.id,
      userId: actor.userId,
      itens: itens.map((i) => i.item) as Parameters<typeof gravarObras>[1]['itens'],
    });
    return { gravadas, feitos: NADA };
  },
  impedimentoDeDesfazer: impedimentoDeObras,
  remover: removerObras,
};

export const DEFINICOES: Record<TipoImplantacao, DefinicaoImplantacao> = {
  bens: BENS,
  fornecedores: FORNECEDORES,
  veiculos: VEICULOS,
  ncm: NCM,
  obras: OBRAS,
};
