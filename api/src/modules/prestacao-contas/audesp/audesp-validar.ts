import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Ocorrencia } from '@gp/shared-contracts';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { API_ROOT } from '../../../config/env.js';
import type { DocumentoRemessa } from '../remessa-writer.js';
import { type ContextoAudesp, type LinhaAudesp, linkDaObra } from './audesp-writer.js';

/**
 * A document against TCE-SP AUDESP's official schemas (./xsd, version 2026_A), by libxml2 compiled to
 * WebAssembly (`xmllint-wasm`): the same engine as Debian's `xmllint --schema`, inside the product, with no
 * binary to install. Each error comes back per work and field, in Portuguese, with the schema's own
 * message kept (`detalhe`) and a link to the screen that fixes it.
 */

export const XSD_DIR = resolve(API_ROOT, 'src/modules/prestacao-contas/audesp/xsd');
const XSD = {
  execucao: 'execucao/AUDESP4_EXECUCAO_2026_A.XSD',
  exigencias: 'exigenciasobras/AUDESP4_EXIGENCIASOBRAS_2026_A.XSD',
  generico: 'generico/AUDESP_TIPOSGENERICOS_2026_A.XSD',
  tagcomum: 'tagcomum/AUDESP4_COMUM_2026_A.XSD',
};

let schemas: Promise<Record<keyof typeof XSD, XMLFileInfo>> | null = null;
/** The four schema files, read once (they import each other by relative path: the names keep the folders). */
function loadSchemas() {
  schemas ??= (async () => {
    const entries = await Promise.all(
      Object.entries(XSD).map(async ([k, file]) => [
        k,
        { fileName: file, contents: new Uint8Array(await readFile(resolve(XSD_DIR, file))) },
      ]),
    );
    return Object.fromEntries(entries) as Record<keyof typeof XSD, XMLFileInfo>;
  })();
  return schemas;
}

/** Where each element of the layout is typed in the product (decision 066, the mapping table). */
function linkDe(campo: string | null, ctx: LinhaAudesp | null): string | null {
  if (campo && ['Entidade', 'Municipio', 'AnoExercicio', 'DataCriacaoXML'].includes(campo))
    return '/app/patrimonio/prestacao-contas';
  if (!ctx) return null;
  const obra = encodeURIComponent(ctx.obraId);
  if (ctx.medicaoId) return `/app/obras/medicao/editar?id=${encodeURIComponent(ctx.medicaoId)}`;
  if (campo === 'DataEmissaoOrdemServico_Dt') return `/app/obras/ordemservico?obra_id=${obra}`;
  if (campo && ['TipoLicenciamento', 'NumLicenca', 'DataLicenca', 'LicencaAmbientalSim'].includes(campo))
    return `/app/obras/licencaambiental?obra_id=${obra}`;
  return linkDaObra(ctx);
}

/** What a field is, for the user. */
const ROTULOS: Record<string, string> = {
  CodigoAjuste: 'Código do ajuste no AUDESP (cadastro da obra)',
  Entidade: 'Código da entidade no AUDESP (configuração da remessa)',
  Municipio: 'Código do município no AUDESP (configuração da remessa)',
  AnoExercicio: 'Ano do exercício',
  NotaEmpenhoNumero: 'Número do empenho (medição)',
  NotaEmpenhoDataEmissao: 'Data de emissão do empenho (medição)',
  LiquidacaoEmpenhoDt: 'Data da liquidação (medição)',
  LiquidacaoEmpenhoValor: 'Valor liquidado (medição)',
  DataEmissaoOrdemServico_Dt: 'Data de emissão da ordem de serviço',
  NumLicenca: 'Número da licença ambiental',
  PercentualExecucao: 'Percentual conferido (medição)',
  ConferenciaDt: 'Data da conferência (medição)',
  ObraPublicaMotivoParalisacao: 'Motivo da paralisação',
  CPFResponsavel: 'CPF do recebedor',
  Nome: 'Nome do responsável',
  Cargo: 'Cargo do responsável',
};
const rotulo = (campo: string) => ROTULOS[campo] ?? campo;

/** `{namespace}Name` or `gen:Name` → `Name`. */
const local = (name: string) => name.replace(/^\{[^}]*\}/, '').replace(/^[a-z]+:/, '');
const names = (list: string) =>
  list
    .split(',')
    .map((x) => local(x.trim()))
    .filter(Boolean);

type Traducao = { campo: string | null; mensagem: string };
/** libxml2's messages about an element (`rest`), each with its Portuguese; the first that matches says it. */
const REGRAS: [RegExp, (r: RegExpExecArray, campo: string) => Traducao][] = [
  [
    /This element is not expected\. Expected is (?:one of )?\( ([^)]*) \)/,
    (r, campo) => {
      const esperados = names(r[1]!);
      const [um] = esperados;
      if (esperados.length === 1 && um)
        return { campo: um, mensagem: `${rotulo(um)}: não informado (o leiaute o exige antes de ${campo}).` };
      return { campo, mensagem: `${campo} fora de lugar: o leiaute espera ${esperados.join(' ou ')}.` };
    },
  ],
  [
    /This element is not expected/,
    (_, campo) => ({ campo, mensagem: `${rotulo(campo)}: não é aceito neste ponto do leiaute.` }),
  ],
  [
    /Missing child element\(s\)\. Expected is (?:one of )?\( ([^)]*) \)/,
    (r, campo) => {
      const esperados = names(r[1]!);
      const [um] = esperados;
      return {
        campo: esperados.length === 1 && um ? um : campo,
        mensagem: `${esperados.map(rotulo).join(' ou ')}: não informado (obrigatório em ${campo}).`,
      };
    },
  ],
  [
    /\[facet 'maxLength'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/,
    (r, campo) => ({
      campo,
      mensagem: `${rotulo(campo)}: tem ${r[1]} caracteres; o leiaute aceita no máximo ${r[2]} (o valor não é cortado: corrija-o).`,
    }),
  ],
  [
    /\[facet 'minLength'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/,
    (r, campo) => ({
      campo,
      mensagem: `${rotulo(campo)}: tem ${r[1]} caracteres; o leiaute exige ao menos ${r[2]}.`,
    }),
  ],
  [
    /\[facet 'pattern'\] The value '([^']*)' is not accepted by the pattern '([^']*)'/,
    (r, campo) => ({
      campo,
      mensagem: `${rotulo(campo)}: "${r[1]}" não está no formato do leiaute (${r[2]}).`,
    }),
  ],
  [
    /\[facet 'enumeration'\] The value '([^']*)' is not an element of the set \{([^}]*)\}/,
    (r, campo) => ({
      campo,
      mensagem: `${rotulo(campo)}: "${r[1]}" não é um dos valores aceitos (${r[2]}).`,
    }),
  ],
  [
    /\[facet 'maxInclusive'\] The value '([^']*)' is greater than the maximum value allowed \('([^']*)'\)/,
    (r, campo) => ({ campo, mensagem: `${rotulo(campo)}: ${r[1]} passa do máximo aceito (${r[2]}).` }),
  ],
  [
    /\[facet 'minInclusive'\] The value '([^']*)' is less than the minimum value allowed \('([^']*)'\)/,
    (r, campo) => ({ campo, mensagem: `${rotulo(campo)}: ${r[1]} fica abaixo do mínimo aceito (${r[2]}).` }),
  ],
  [
    /'([^']*)' is not a valid value of the (?:atomic|local atomic|union) type/,
    (r, campo) => ({ campo, mensagem: `${rotulo(campo)}: o valor "${r[1]}" não é aceito pelo leiaute.` }),
  ],
];

/** libxml2's message in Portuguese, and the field it is about. */
export function traduzir(message: string): Traducao {
  const m = /Element '([^']+)'(?:, attribute '[^']+')?: (.*)$/s.exec(message);
  if (!m) return { campo: null, mensagem: `O arquivo não segue o leiaute: ${message}` };
  const campo = local(m[1]!);
  const rest = m[2]!;
  for (const [re, say] of REGRAS) {
    const r = re.exec(rest);
    if (r) return say(r, campo);
  }
  return { campo, mensagem: `${rotulo(campo)}: ${rest}` };
}

const ocorrencia = (ctx: ContextoAudesp, lineNumber: number | null, message: string): Ocorrencia => {
  const linha = lineNumber ? (ctx.linhas[lineNumber - 1] ?? null) : null;
  const detalhe = message.replace(/^Schemas validity error : /, '').trim();
  const { campo, mensagem } = traduzir(detalhe);
  return {
    tipo: 'erro',
    mensagem: linha ? `Obra ${linha.numero}: ${mensagem}` : mensagem,
    obra_id: linha?.obraId ?? null,
    obra_numero: linha?.numero ?? null,
    campo,
    link: linkDe(campo, linha),
    detalhe,
  };
};

/**
 * The documents' schema errors (none: valid), in their order. The documents of one schema go in one run
 * of xmllint (each run starts a worker and its WebAssembly: a period of many parts pays it once per kind);
 * each error names its file and line.
 */
export async function validarAudesp(docs: DocumentoRemessa[]): Promise<Ocorrencia[][]> {
  const s = await loadSchemas();
  const out: Ocorrencia[][] = docs.map(() => []);
  for (const raiz of ['execucao', 'exigencias'] as const) {
    const idx = docs.flatMap((d, i) => ((d.contexto as ContextoAudesp).raiz === raiz ? [i] : []));
    if (!idx.length) continue;
    const files = idx.map((i) => ({
      fileName: `remessa-${i}.xml`,
      contents: new Uint8Array(docs[i]!.bytes),
    }));
    const size = files.reduce((n, f) => n + f.contents.length, 0);
    const result = await validateXML({
      xml: files,
      schema: [s[raiz]],
      preload: [s.generico, s.tagcomum],
      // The documents and the schemas in memory, with room for libxml2's trees (64 KiB pages).
      initialMemoryPages: 512,
      maxMemoryPages: Math.max(1024, Math.ceil((size * 20) / 65536)),
    });
    for (const e of result.errors) {
      const i = e.loc ? Number(/^remessa-(\d+)\.xml$/.exec(e.loc.fileName)?.[1]) : Number.NaN;
      // xmllint's summary line of a file ("remessa-3.xml fails to validate") is no error of its own.
      if (!e.loc && / fails to validate$/.test(e.rawMessage.trim())) continue;
      const doc = docs[i];
      if (!doc) {
        // A message without a file (the schema itself, memory): every document of the run is refused.
        for (const j of idx) out[j]!.push(ocorrencia(docs[j]!.contexto as ContextoAudesp, null, e.message));
        continue;
      }
      out[i]!.push(ocorrencia(doc.contexto as ContextoAudesp, e.loc?.lineNumber ?? null, e.message));
    }
  }
  return out;
}
