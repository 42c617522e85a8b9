import * as v from 'valibot';
import { isValidCnpj, isValidCpf, normalizeCpfCnpj, onlyDigits } from './documents.js';
import { dateField, optionalText } from './patrimonio-common.js';

/**
 * What the law and the courts of accounts ask of a work beyond its register (docs/domain.md, "Works: the
 * law's fields and where they live"): each stoppage as its own record (Lei 14.133 art. 115 §6º, coded as
 * TCE-MG SICOM codes it), the publication of every change of situação, and the work's place inside
 * Brazil. Kept apart from obras.ts, which imports it.
 */

// ---------------------------------------------------------------- stoppage reasons (TCE-MG SICOM)

/**
 * The codes of a stoppage's reason the database accepts: SICOM's table, 1 to 15 and 99. Only the codes
 * whose official wording the project holds are offered (`MOTIVOS_PARALISACAO`); the others wait for the
 * table of the SICOM layout (docs/domain.md says which).
 */
export const CODIGOS_MOTIVO_PARALISACAO_SICOM = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 99,
] as const;

/** The reasons a user may pick, with SICOM's wording; 99 is what migrated free-text stoppages became. */
export const MOTIVOS_PARALISACAO = [1, 13, 14, 15, 99] as const;
export type MotivoParalisacao = (typeof MOTIVOS_PARALISACAO)[number];
export const MOTIVO_PARALISACAO_LABELS: Record<MotivoParalisacao, string> = {
  1: 'Atraso de repasse',
  13: 'Problemas da contratada',
  14: 'Força maior',
  15: 'Ordem judicial',
  99: 'Outros',
};
export const motivoParalisacaoLabel = (code: number) =>
  MOTIVO_PARALISACAO_LABELS[code as MotivoParalisacao] ?? `Código ${code} (SICOM)`;

// ---------------------------------------------------------------- the stoppage's responsible party

/**
 * Who answers for a stoppage (Lei 14.133 art. 115 §6º): a servant (name and CPF), a company (name and
 * CNPJ), or, while the inquiry is open, its number.
 */
export const RESPONSAVEIS_PARALISACAO = ['servidor', 'empresa', 'apuracao'] as const;
export type ResponsavelParalisacao = (typeof RESPONSAVEIS_PARALISACAO)[number];
export const RESPONSAVEL_PARALISACAO_LABELS: Record<ResponsavelParalisacao, string> = {
  servidor: 'Servidor',
  empresa: 'Empresa',
  apuracao: 'Em apuração (processo aberto)',
};

/** A CPF published as the LGPD allows (docs/domain.md, "Public data and LGPD"): `***.456.789-**`. */
export function maskCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

// ---------------------------------------------------------------- the fields of a change of situação

/** Publication of a change of situação (TCE-MG SICOM asks the vehicle and the date of each one). */
export const publicacaoFields = {
  publicacao_veiculo: v.pipe(
    v.string('Informe o veículo de publicação.'),
    v.trim(),
    v.minLength(1, 'Informe o veículo de publicação (ex.: Diário Oficial do Município).'),
    v.maxLength(120, 'O veículo de publicação deve ter no máximo 120 caracteres.'),
  ),
  publicacao_data: dateField('A data de publicação'),
};

/** The stoppage's fields of a change to a paralisada situação (required there, checked by `paralisacaoChecks`). */
export const paralisacaoFields = {
  motivo_codigo: v.nullish(
    v.pipe(
      v.number('Motivo da paralisação inválido: escolha um motivo da lista.'),
      v.integer('Motivo da paralisação inválido: escolha um motivo da lista.'),
      v.minValue(1, 'Motivo da paralisação inválido: escolha um motivo da lista.'),
      v.maxValue(99, 'Motivo da paralisação inválido: escolha um motivo da lista.'),
      v.check(
        (x) => (MOTIVOS_PARALISACAO as readonly number[]).includes(x),
        'Motivo da paralisação inválido: escolha um motivo da lista.',
      ),
    ),
  ) as unknown as v.NullishSchema<v.GenericSchema<number, MotivoParalisacao>, undefined>,
  responsavel_tipo: v.nullish(
    v.picklist(
      RESPONSAVEIS_PARALISACAO,
      'Responsável pela paralisação inválido: servidor, empresa ou apuração.',
    ),
  ),
  responsavel_nome: optionalText('O nome do responsável', 255),
  responsavel_documento: v.nullish(
    v.pipe(v.string('O CPF ou CNPJ do responsável deve ser um texto.'), v.transform(normalizeCpfCnpj)),
  ),
  apuracao_numero: optionalText('O número do processo de apuração', 60),
};
type ParalisacaoInput = {
  situacao: number;
  motivo_codigo?: number | null;
  responsavel_tipo?: ResponsavelParalisacao | null;
  responsavel_nome?: string | null;
  responsavel_documento?: string | null;
  apuracao_numero?: string | null;
};

/** Each field's message when a paralisação lacks it, or null; `paralisadas` are the situações that stop. */
export function paralisacaoIssue(
  x: ParalisacaoInput,
  paralisadas: readonly number[],
): { path: keyof ParalisacaoInput; message: string } | null {
  if (!paralisadas.includes(x.situacao)) return null;
  if (x.motivo_codigo === null || x.motivo_codigo === undefined)
    return { path: 'motivo_codigo', message: 'Informe o motivo da paralisação (código do TCE).' };
  if (!x.responsavel_tipo)
    return {
      path: 'responsavel_tipo',
      message: 'Informe o responsável pela paralisação: servidor, empresa ou o processo de apuração.',
    };
  if (x.responsavel_tipo === 'apuracao')
    return x.apuracao_numero
      ? null
      : { path: 'apuracao_numero', message: 'Informe o número do processo de apuração da paralisação.' };
  if (!x.responsavel_nome)
    return {
      path: 'responsavel_nome',
      message:
        x.responsavel_tipo === 'servidor'
          ? 'Informe o nome do servidor responsável.'
          : 'Informe a razão social da empresa responsável.',
    };
  const doc = x.responsavel_documento ?? '';
  if (x.responsavel_tipo === 'servidor' && !(doc.length === 11 && isValidCpf(doc)))
    return { path: 'responsavel_documento', message: 'CPF do servidor responsável inválido.' };
  if (x.responsavel_tipo === 'empresa' && !(doc.length === 14 && isValidCnpj(doc)))
    return { path: 'responsavel_documento', message: 'CNPJ da empresa responsável inválido.' };
  return null;
}

/**
 * The paralisação's check as a step of a schema's pipe: the issue `issueOf` finds (`paralisacaoIssue`)
 * put on its field, so a form shows it under that field. One for the change of situação and the party's
 * own update.
 */
export function paralisacaoCheck<T extends object>(
  issueOf: (value: T) => ReturnType<typeof paralisacaoIssue>,
): v.RawCheckAction<T> {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = issueOf(dataset.value);
    if (!issue) return;
    const input = dataset.value as Record<string, unknown>;
    addIssue({
      message: issue.message,
      path: [{ type: 'object', origin: 'value', input, key: issue.path, value: input[issue.path] }],
    });
  });
}

/** A stoppage as the works area shows it (GET /obras/obra/{id}, `paralisacoes`, newest first). */
export const ParalisacaoRegistroSchema = v.object({
  id: v.string(),
  obra_id: v.string(),
  data_inicio: v.string(),
  motivo_codigo: v.number(),
  motivo_codigo_descricao: v.string(),
  motivo: v.string(),
  responsavel_tipo: v.pipe(
    v.nullable(v.picklist(RESPONSAVEIS_PARALISACAO)),
    v.description('null nas paralisações anteriores ao registro do responsável (migradas do texto livre).'),
  ),
  responsavel_nome: v.nullable(v.string()),
  responsavel_documento: v.nullable(v.string()),
  apuracao_numero: v.nullable(v.string()),
  previsao_reinicio: v.nullable(v.string()),
  data_fim: v.pipe(
    v.nullable(v.string()),
    v.description('Quando a paralisação acabou (a obra reiniciada ou outra situação); null enquanto dura.'),
  ),
  situacao_fim: v.nullable(v.number()),
  created_at: v.string(),
});
export type ParalisacaoRegistro = v.InferOutput<typeof ParalisacaoRegistroSchema>;

// ---------------------------------------------------------------- location

/** Brazil's bounding box (IBGE's extreme points): a work's coordinates must fall inside it. */
export const BRASIL_LATITUDE = { min: -33.75, max: 5.27 } as const;
export const BRASIL_LONGITUDE = { min: -73.99, max: -28.84 } as const;

/** The open map (OpenStreetMap) centred on a work's coordinates. */
export const openMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** "-19.916681, -43.934493" as pt-BR writes it: "-19,916681; -43,934493". */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(6).replace('.', ',')}; ${longitude.toFixed(6).replace('.', ',')}`;

/**
 * PUT /obras/paralisacao/{id}: the party responsible for a stoppage named again, as the law foresees once
 * the inquiry ends (the inquiry's number stands only while it is open), or corrected.
 */
export const ParalisacaoResponsavelBodySchema = v.pipe(
  v.object({
    responsavel_tipo: paralisacaoFields.responsavel_tipo,
    responsavel_nome: paralisacaoFields.responsavel_nome,
    responsavel_documento: paralisacaoFields.responsavel_documento,
    apuracao_numero: paralisacaoFields.apuracao_numero,
  }),
  // The reason is the record's own: only the party is checked here.
  paralisacaoCheck((x) => paralisacaoIssue({ ...x, situacao: 0, motivo_codigo: 0 }, [0])),
);
export type ParalisacaoResponsavelBody = v.InferOutput<typeof ParalisacaoResponsavelBodySchema>;
