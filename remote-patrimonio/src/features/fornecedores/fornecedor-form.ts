import {
  type CreateFornecedorBody,
  CreateFornecedorBodySchema,
  type Fornecedor,
  formatCep,
  formatCpfCnpj,
  isValidCnpj,
  isValidCpf,
  normalizeCpfCnpj,
  type TIPOS_PESSOA,
  type UpdateFornecedorBody,
  UpdateFornecedorBodySchema,
} from '@gp/shared-contracts';
import { type Issue, maskPhone, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/**
 * The supplier form (docs/domain.md, "Bens e categorias"): pessoa física (CPF) or jurídica (CNPJ, alphanumeric since 2026),
 * contacts and address, masked while typing and sent as the shared schemas keep them.
 */

export type TipoPessoa = (typeof TIPOS_PESSOA)[number];

export type FornecedorFormValues = {
  tipo_pessoa?: TipoPessoa;
  cpf_cnpj?: string;
  razao_social?: string;
  nome_fantasia?: string | null;
  inscricao_estadual?: string | null;
  inscricao_municipal?: string | null;
  email?: string | null;
  telefone?: string | null;
  celular?: string | null;
  contato?: string | null;
  cep?: string | null;
  endereco?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
  observacoes?: string | null;
};

export const NEW_FORNECEDOR: FornecedorFormValues = { tipo_pessoa: 'J' };

/** A stored supplier as the form shows it, with the masks applied. */
export function fornecedorToValues(f: Fornecedor): FornecedorFormValues {
  return {
    tipo_pessoa: f.tipo_pessoa,
    cpf_cnpj: formatCpfCnpj(f.cpf_cnpj),
    razao_social: f.razao_social,
    nome_fantasia: f.nome_fantasia,
    inscricao_estadual: f.inscricao_estadual,
    inscricao_municipal: f.inscricao_municipal,
    email: f.email,
    telefone: f.telefone ? maskPhone(f.telefone) : null,
    celular: f.celular ? maskPhone(f.celular) : null,
    contato: f.contato,
    cep: f.cep ? formatCep(f.cep) : null,
    endereco: f.endereco,
    numero: f.numero,
    complemento: f.complemento,
    bairro: f.bairro,
    cidade: f.cidade,
    uf: f.uf,
    observacoes: f.observacoes,
  };
}

/**
 * The CPF/CNPJ field's own check, while typing: the document of the person's kind, with its check
 * digits (docs/domain.md, "Identificadores"). Null when valid.
 */
export function documentError(tipo: TipoPessoa | undefined, value: string | undefined | null): string | null {
  const normal = normalizeCpfCnpj(value ?? '');
  if (normal === '') return tipo === 'F' ? 'Informe o CPF.' : 'Informe o CNPJ.';
  if (tipo === 'F') {
    if (normal.length !== 11 || !/^\d+$/.test(normal)) return 'O CPF tem 11 dígitos.';
    return isValidCpf(normal) ? null : 'CPF inválido: confira os dígitos verificadores.';
  }
  if (normal.length !== 14) return 'O CNPJ tem 14 caracteres.';
  return isValidCnpj(normal) ? null : 'CNPJ inválido: confira os dígitos verificadores.';
}

/** The form's values as the body of POST .../create or PUT .../{id}, or the issues to show. */
export function toFornecedorBody(
  values: FornecedorFormValues,
  id?: string,
): { body: CreateFornecedorBody | UpdateFornecedorBody } | { issues: Issue[] } {
  const docError = documentError(values.tipo_pessoa, values.cpf_cnpj);
  if (docError) return { issues: [{ path: 'cpf_cnpj', message: docError }] };
  const raw = { ...values, ...(id ? { id } : {}) };
  const parsed = id
    ? v.safeParse(UpdateFornecedorBodySchema, raw)
    : v.safeParse(CreateFornecedorBodySchema, raw);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}
