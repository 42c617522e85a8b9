import * as v from 'valibot';
import { nullableStrings, pageOf, requiredText } from './common.js';
import { COMPANY_UFS } from './companies.js';
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  normalizeCpfCnpj,
  onlyDigits,
} from './documents.js';
import { optionalText, RegisterListQueryEntries, RegisterTailSchema } from './patrimonio-common.js';

export const TIPOS_PESSOA = ['F', 'J'] as const;
export const TIPO_PESSOA_LABELS: Record<(typeof TIPOS_PESSOA)[number], string> = {
  F: 'Pessoa física',
  J: 'Pessoa jurídica',
};

/** Optional digits-only field (CEP, phone) checked by `valid`; stored without the mask. */
const maskedDigits = (label: string, valid: (digits: string) => boolean) =>
  v.nullish(
    v.pipe(
      v.string(`${label} deve ser um texto.`),
      v.trim(),
      v.transform((x) => (x === '' ? null : onlyDigits(x))),
      v.check((x) => x === null || valid(x), `${label} inválido.`),
    ),
  );

export const cepField = (label = 'CEP') => maskedDigits(label, isValidCep);
export const phoneField = (label: string) => maskedDigits(label, isValidPhone);
export const ufField = () =>
  v.nullish(
    v.pipe(
      v.string('UF inválida.'),
      v.trim(),
      v.toUpperCase(),
      v.transform((x) => (x === '' ? null : x)),
      v.check((x) => x === null || (COMPANY_UFS as readonly string[]).includes(x), 'UF inválida.'),
    ),
  );

/**
 * Supplier (docs/domain.md, "Bens e categorias"): pessoa física (CPF) or jurídica (CNPJ, alphanumeric too), one register per
 * application (the CPF/CNPJ is unique in it), recording the client that registered it (`root_id`).
 */
const fornecedorFields = {
  tipo_pessoa: v.picklist(TIPOS_PESSOA, 'Tipo de pessoa inválido: use F (física) ou J (jurídica).'),
  cpf_cnpj: v.pipe(
    v.string('Informe o CPF ou CNPJ.'),
    v.transform(normalizeCpfCnpj),
    v.nonEmpty('Informe o CPF ou CNPJ.'),
  ),
  razao_social: requiredText('A razão social (ou o nome)', 255),
  nome_fantasia: optionalText('O nome fantasia'),
  inscricao_estadual: optionalText('A inscrição estadual', 20),
  inscricao_municipal: optionalText('A inscrição municipal', 20),
  email: v.nullish(
    v.pipe(
      v.string('E-mail inválido.'),
      v.trim(),
      v.transform((x) => (x === '' ? null : x.toLowerCase())),
      v.check((x) => x === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x), 'E-mail inválido.'),
      v.check((x) => x === null || x.length <= 255, 'E-mail longo demais.'),
    ),
  ),
  telefone: phoneField('Telefone'),
  celular: phoneField('Celular'),
  contato: optionalText('O contato', 120),
  cep: cepField(),
  endereco: optionalText('O endereço'),
  numero: optionalText('O número', 20),
  complemento: optionalText('O complemento', 120),
  bairro: optionalText('O bairro', 120),
  cidade: optionalText('A cidade', 120),
  uf: ufField(),
  observacoes: optionalText('As observações', 4000),
};

const DOCUMENT_MISMATCH = 'CPF/CNPJ inválido para o tipo de pessoa (confira os dígitos verificadores).';
const documentMatchesKind = (x: { tipo_pessoa: 'F' | 'J'; cpf_cnpj: string }) =>
  x.tipo_pessoa === 'F' ? isValidCpf(x.cpf_cnpj) : isValidCnpj(x.cpf_cnpj);

/** POST /patrimonio/fornecedor/create; support may name the registering client in `root_id`. */
export const CreateFornecedorBodySchema = v.pipe(
  v.object({
    ...fornecedorFields,
    root_id: v.nullish(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
  }),
  v.forward(v.partialCheck([['tipo_pessoa'], ['cpf_cnpj']], documentMatchesKind, DOCUMENT_MISMATCH), [
    'cpf_cnpj',
  ]),
);
export type CreateFornecedorBody = v.InferOutput<typeof CreateFornecedorBodySchema>;

/** PUT /patrimonio/fornecedor/{id}: the whole supplier again (id optional, must match the path). */
export const UpdateFornecedorBodySchema = v.pipe(
  v.object({ ...fornecedorFields, id: v.optional(v.pipe(v.string(), v.uuid('Identificador inválido.'))) }),
  v.forward(v.partialCheck([['tipo_pessoa'], ['cpf_cnpj']], documentMatchesKind, DOCUMENT_MISMATCH), [
    'cpf_cnpj',
  ]),
);
export type UpdateFornecedorBody = v.InferOutput<typeof UpdateFornecedorBodySchema>;

/** The supplier's optional fields: a body may leave them out, the answer has them (null when empty). */
export const FORNECEDOR_OPTIONAL_FIELDS = [
  'nome_fantasia',
  'inscricao_estadual',
  'inscricao_municipal',
  'email',
  'telefone',
  'celular',
  'contato',
  'cep',
  'endereco',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'observacoes',
] as const;

export const FornecedorSchema = v.object({
  id: v.string(),
  aplicacao_id: v.string(),
  root_id: v.nullable(v.string()),
  tipo_pessoa: v.picklist(TIPOS_PESSOA),
  cpf_cnpj: v.string(),
  razao_social: v.string(),
  ...nullableStrings(...FORNECEDOR_OPTIONAL_FIELDS),
  ...RegisterTailSchema,
  pode_alterar: v.pipe(
    v.boolean(),
    v.description(
      'Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele.',
    ),
  ),
});
export type Fornecedor = v.InferOutput<typeof FornecedorSchema>;
export const FornecedorPageSchema = pageOf(FornecedorSchema);

export const FORNECEDOR_SORTS = ['razao_social', 'cpf_cnpj', 'created_at'] as const;

/** GET /patrimonio/fornecedor (and findByAplicacao, findByRoot): paginated, searchable, sortable. */
export const FornecedorListQuerySchema = v.object({
  ...RegisterListQueryEntries,
  tipo_pessoa: v.optional(v.picklist(TIPOS_PESSOA, 'Tipo de pessoa inválido.')),
  sort: v.optional(v.picklist(FORNECEDOR_SORTS, 'Ordenação inválida.')),
});
export type FornecedorListQuery = v.InferOutput<typeof FornecedorListQuerySchema>;
