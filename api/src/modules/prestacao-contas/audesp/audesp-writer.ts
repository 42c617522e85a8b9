import { createHash } from 'node:crypto';
import {
  AUDESP_OBRAS_POR_DOCUMENTO,
  normalizeMoney,
  type Ocorrencia,
  onlyDigits,
  type TipoRemessa,
} from '@gp/shared-contracts';
import { eq } from 'drizzle-orm';
import type { ReadDb } from '../../../db/client.js';
import { remessaConfiguracoes } from '../../../db/schema-prestacao-contas.js';
import type { Transliteracao } from '../latin1.js';
import type { DocumentoRemessa, ObraNoDocumento, PeriodoRemessa, RemessaWriter } from '../remessa-writer.js';
import { el, group, XmlLines, type XmlNode } from '../xml-writer.js';
import {
  licencasAte,
  type MedicaoDoPeriodo,
  medicoesDoPeriodo,
  type ObraDoPeriodo,
  obrasDoPeriodo,
  ordensDe,
  paralisacoesAbertas,
  recebimentosAte,
  responsabilidadesDe,
} from './audesp.repository.js';
import { validarAudesp } from './audesp-validar.js';

/**
 * TCE-SP AUDESP Fase IV, works (decision 066; the element-by-element mapping is its table): the period's
 * works in `Execucao` (one `ArrayExecucao` with `ExecucaoObrasEngenharia` each) and `ExigenciasObras`
 * documents, at most AUDESP_OBRAS_POR_DOCUMENTO works per document, ISO-8859-1, validated against the
 * official 2026_A schemas (./xsd). A field the product lacks is left out, never invented: the schema then
 * says what is missing, and the report links to the screen that fills it.
 */

export const NS = {
  execucao: 'http://www.tce.sp.gov.br/audesp/xml/execucao',
  exigencias: 'http://www.tce.sp.gov.br/audesp/xml/exigenciasobras',
  generico: 'http://www.tce.sp.gov.br/audesp/xml/generico',
  /** The common types' elements (Responsavel_t, ParalisadaSim_t, LicencaAmbiental_t) are in this one. */
  tagcomum: 'http://www.tce.sp.gov.br/audesp/xml/tagcomum',
};

/** Which work (and which of its medições) a line of a document is about. */
export type LinhaAudesp = { obraId: string; numero: string; medicaoId?: string };
export type ContextoAudesp = { linhas: (LinhaAudesp | null)[]; raiz: 'execucao' | 'exigencias' };

type Node = XmlNode<LinhaAudesp>;

/** The work's situação (shared-contracts SITUACAO_OBRA) as AUDESP's `SituacaoAjuste_t`. */
export function situacaoAjuste(situacao: number): number {
  if (situacao === 4) return 2; // paralisada: suspenso
  if (situacao === 7) return 3; // recebida definitivamente: encerrado, cumprimento integral
  if (situacao === 3) return 5; // paralisada por rescisão: encerrado, rescisão (sanção não registrada)
  return 1; // não iniciada, iniciada, reiniciada, concluída, recebida provisoriamente: em execução
}

const LICENCA_AUDESP: Record<string, number> = { LP: 1, LI: 2, LO: 3, AA: 4 };

type Dados = Awaited<ReturnType<typeof lerPeriodo>>;

const groupBy = <T extends { obraId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.obraId);
    if (list) list.push(r);
    else map.set(r.obraId, [r]);
  }
  return map;
};

/** Everything the two documents read of the period, in one query per table. */
async function lerPeriodo(db: ReadDb, p: PeriodoRemessa) {
  const [config] = await db
    .select()
    .from(remessaConfiguracoes)
    .where(eq(remessaConfiguracoes.clientId, p.clientId));
  const obras = await obrasDoPeriodo(db, p.clientId, p);
  const ids = obras.map((o) => o.id);
  if (!ids.length) return { config, obras, ids };
  const [paralisacoes, recebimentos, medicoes, licencas, resps, ordens] = await Promise.all([
    paralisacoesAbertas(db, p.clientId, ids, p),
    recebimentosAte(db, p.clientId, ids, p),
    medicoesDoPeriodo(db, p.clientId, ids, p),
    licencasAte(db, p.clientId, ids, p),
    responsabilidadesDe(db, p.clientId, ids),
    ordensDe(db, p.clientId, ids),
  ]);
  return {
    config,
    obras,
    ids,
    paralisacoes: groupBy(paralisacoes),
    recebimentos: groupBy(recebimentos),
    medicoes: groupBy(medicoes),
    licencas: groupBy(licencas),
    resps: groupBy(resps),
    ordens: groupBy(ordens),
  };
}

const descritor = (d: Dados, p: PeriodoRemessa, tipo: string): Node =>
  group('Descritor', [
    el('gen:AnoExercicio', p.ano),
    el('gen:TipoDocumento', tipo),
    el('gen:Entidade', d.config?.audespEntidade ?? null),
    el('gen:Municipio', d.config?.audespMunicipio ?? null),
    el('gen:DataCriacaoXML', p.hoje),
  ]);

/** The conference's signers as AUDESP's responsáveis: one name each (the product keeps them as text). */
const nomesDe = (texto: string | null) =>
  (texto ?? '')
    .split(/[;,\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

const liquidacao = (m: MedicaoDoPeriodo, o: ObraDoPeriodo): Node =>
  group(
    'LiquidacaoDocSimilarSim',
    [
      el('NotaEmpenhoNumero', m.empenhoNumero),
      el('NotaEmpenhoDataEmissao', m.empenhoData),
      el('LiquidacaoEmpenhoDt', m.liquidacaoData),
      el('LiquidacaoEmpenhoValor', normalizeMoney(String(m.valor))),
    ],
    { obraId: o.id, numero: o.numero, medicaoId: m.id },
  );

const conferencia = (m: MedicaoDoPeriodo, o: ObraDoPeriodo): Node =>
  group(
    'ConferenciaMedicaoSim',
    [
      el('NumeroMedicao', m.numero),
      el('ConferenciaDt', m.conferenciaData),
      el(
        'PercentualExecucao',
        m.conferenciaPercentual === null ? null : Number(m.conferenciaPercentual).toFixed(2),
      ),
      ...nomesDe(m.conferenciaResponsaveis).map((nome) =>
        group<LinhaAudesp>('ResponsavelRecebimentoMedicao', [el('tag:Nome', nome)]),
      ),
    ],
    { obraId: o.id, numero: o.numero, medicaoId: m.id },
  );

/** One work's `ArrayExecucao`. */
function execucao(o: ObraDoPeriodo, d: Dados): Node {
  const recebimentos = d.recebimentos?.get(o.id) ?? [];
  const ultimo = recebimentos.at(-1);
  const definitivo = recebimentos.find((r) => r.tipo === 'definitivo');
  const paralisacao = d.paralisacoes?.get(o.id)?.[0];
  const medicoes = d.medicoes?.get(o.id) ?? [];
  const conferida = medicoes.filter((m) => m.conferenciaData !== null).at(-1);
  const resps = d.resps?.get(o.id) ?? [];
  return group(
    'ArrayExecucao',
    [
      el('CodigoAjuste', o.codigoAjuste),
      group('ExecucaoObrasEngenharia', [
        el('SituacaoDoAjuste', situacaoAjuste(o.situacao)),
        el('DataDeEntrega', definitivo?.data),
        paralisacao
          ? group('ObraPublicaEstaParalisadaSim', [
              el('tag:ObraParalisadaSim', 'S'),
              el('tag:ObraPublicaMotivoParalisacao', paralisacao.motivo),
            ])
          : el('ObraPublicaEstaParalisadaNao', 'N'),
        el('FormaRecebimento', ultimo ? (ultimo.tipo === 'definitivo' ? 2 : 1) : null),
        el('FormaRecebimentoDt', ultimo?.data),
        el('ExisteTermoAssinadoPelasPartes', ultimo ? 'S' : null),
        el('ExisteVistoriaComproveAdequacaoObjeto', ultimo ? (ultimo.vistoria.trim() ? 'S' : 'N') : null),
        el('InexecucaoNao', 'N'),
        ...(medicoes.length
          ? medicoes.map((m) => liquidacao(m, o))
          : [el<LinhaAudesp>('LiquidacaoDocSimilarNao', 'N')]),
        ...(ultimo?.recebedores ?? []).map((r) =>
          group<LinhaAudesp>('ResponsavelRecebimento', [
            el('tag:CPFResponsavel', onlyDigits(r.cpf)),
            el('tag:Nome', r.nome),
            el('tag:Cargo', r.cargo),
          ]),
        ),
        group('ObrasCorpoTecnico', [
          el('ResponsavelObraCorrespondeContrato', resps.some((r) => r.tipo === 'execucao') ? 'S' : 'N'),
          el(
            'FiscalCredenciadoCREA-Lei86666-93-art-67',
            resps.some((r) => r.tipo === 'fiscalizacao') ? 'S' : 'N',
          ),
        ]),
        conferida ? conferencia(conferida, o) : el('ConferenciaMedicaoNao', 'N'),
      ]),
    ],
    { obraId: o.id, numero: o.numero },
  );
}

/** One work's `ArrayExigenciasObras`. */
function exigencias(o: ObraDoPeriodo, d: Dados): Node {
  const licencas = d.licencas?.get(o.id) ?? [];
  return group(
    'ArrayExigenciasObras',
    [
      el('CodigoAjuste', o.codigoAjuste),
      el('ExisteAnotacoesResponsabilidadeTecnica-ART', (d.resps?.get(o.id) ?? []).length ? 'S' : 'N'),
      el('DataEmissaoOrdemServico_Dt', d.ordens?.get(o.id)?.[0]?.dataEmissao),
      ...(licencas.length
        ? licencas.map((l) =>
            group<LinhaAudesp>('LicencaAmbientalSim', [
              el('tag:TipoLicenciamento', LICENCA_AUDESP[l.tipo] ?? null),
              el('tag:NumLicenca', l.numero),
              el('tag:DataLicenca', l.dataEmissao),
            ]),
          )
        : [el<LinhaAudesp>('LicencaAmbientalNao', 'N')]),
    ],
    { obraId: o.id, numero: o.numero },
  );
}

const KINDS = {
  'audesp-execucao': {
    raiz: 'execucao' as const,
    root: 'Execucao',
    ns: NS.execucao,
    tipoDocumento: 'EXECUCAO',
    arquivo: 'EXECUCAO',
    item: execucao,
  },
  'audesp-exigencias-obras': {
    raiz: 'exigencias' as const,
    root: 'ExigenciasObras',
    ns: NS.exigencias,
    tipoDocumento: 'EXIGENCIAS-OBRAS',
    arquivo: 'EXIGENCIASOBRAS',
    item: exigencias,
  },
};

const transliteracao = (elemento: string, trocas: Transliteracao[], ctx: LinhaAudesp | null): Ocorrencia => {
  const campo = elemento.replace(/^[a-z]+:/, '');
  return {
    tipo: 'transliteracao',
    mensagem: `${campo}: ${trocas
      .map((t) => `${t.original} → ${t.escrito || '(retirado)'}`)
      .join(', ')} (caracteres fora do ISO-8859-1, transliterados).`,
    obra_id: ctx?.obraId ?? null,
    obra_numero: ctx?.numero ?? null,
    campo,
    link: ctx ? linkDaObra(ctx) : null,
    detalhe: null,
  };
};

export const linkDaObra = (ctx: LinhaAudesp) => `/app/obras/obra/editar?id=${encodeURIComponent(ctx.obraId)}`;

/** One document of `tipo` with the given works. */
function documento(tipo: TipoRemessa, parte: number, obras: ObraDoPeriodo[], d: Dados, p: PeriodoRemessa) {
  const k = KINDS[tipo as keyof typeof KINDS];
  const ocorrencias: Ocorrencia[] = [];
  const xml = new XmlLines<LinhaAudesp>((campo, trocas, ctx) =>
    ocorrencias.push(transliteracao(campo, trocas, ctx)),
  );
  xml.push('<?xml version="1.0" encoding="ISO-8859-1"?>');
  xml.push(`<${k.root} xmlns="${k.ns}" xmlns:gen="${NS.generico}" xmlns:tag="${NS.tagcomum}">`);
  xml.write(descritor(d, p, k.tipoDocumento), null);
  const carried: ObraNoDocumento[] = [];
  for (const o of obras) {
    const from = xml.lines.length;
    xml.write(k.item(o, d), null);
    const hash = createHash('sha256').update(xml.since(from)).digest('hex');
    carried.push({ id: o.id, numero: o.numero, chave: o.codigoAjuste ?? o.numero, hash });
  }
  xml.push(`</${k.root}>`);
  const mm = String(p.mes).padStart(2, '0');
  return {
    tipo,
    parte,
    nome: `AUDESP4_${k.arquivo}_${p.ano}-${mm}_parte${parte}.xml`,
    mime: 'application/xml',
    bytes: Buffer.from(xml.toString(), 'latin1'),
    obras: carried,
    ocorrencias,
    contexto: { linhas: xml.contextos, raiz: k.raiz } satisfies ContextoAudesp,
  } satisfies DocumentoRemessa;
}

const TIPOS = ['audesp-execucao', 'audesp-exigencias-obras'] as const;

export const audespWriter: RemessaWriter = {
  tribunal: 'tce-sp',
  tipos: TIPOS,
  async documentos(db, p) {
    const d = await lerPeriodo(db, p);
    const docs: DocumentoRemessa[] = [];
    for (const tipo of TIPOS) {
      for (let i = 0; i < d.obras.length; i += AUDESP_OBRAS_POR_DOCUMENTO) {
        const parte = i / AUDESP_OBRAS_POR_DOCUMENTO + 1;
        docs.push(documento(tipo, parte, d.obras.slice(i, i + AUDESP_OBRAS_POR_DOCUMENTO), d, p));
      }
    }
    return docs;
  },
  validar: (docs) => validarAudesp(docs),
};
