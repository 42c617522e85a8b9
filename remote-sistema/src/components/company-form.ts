import {
  CLIENT_REQUIRED_FIELDS,
  type Company,
  type CompanyBody,
  type CompanyKind,
  companyBodyFor,
  formatCep,
  formatCpfCnpj,
} from '@gp/shared-contracts';
import { maskPhone } from '@gp/shared-ui';
import * as v from 'valibot';

/**
 * The company form's values (Clientes, Departamentos, Setores) and their way to the API: the fields of
 * the company (docs/domain.md, "Organização e acesso") as typed (masked), checked and normalised by the shared schema of the company's kind.
 */
export type CompanyFormValues = {
  name?: string;
  fantasyName?: string;
  cpfCnpj?: string;
  responsibleName?: string;
  position?: string;
  email?: string;
  cellphone?: string;
  phone?: string;
  zipCode?: string;
  address?: string;
  number?: string;
  neighborhood?: string;
  state?: string;
  city?: string;
  complement?: string;
  uaCode?: string;
  sectorCode?: string;
  observations?: string;
  active?: boolean;
  /** A sector's department. */
  parentId?: string;
  /** A client's ceiling of an asset's value (the API's money string); empty: the default. */
  tetoValorBem?: string;
};

export type CompanyField = Exclude<keyof CompanyFormValues, 'active'>;

const TEXT_FIELDS = [
  'name',
  'fantasyName',
  'responsibleName',
  'position',
  'email',
  'address',
  'number',
  'neighborhood',
  'city',
  'complement',
  'uaCode',
  'sectorCode',
  'observations',
] as const;

/** A stored company as the form shows it, with the masks applied. */
export function companyToFormValues(company: Company): CompanyFormValues {
  const values: CompanyFormValues = {
    cpfCnpj: company.cpfCnpj ? formatCpfCnpj(company.cpfCnpj) : undefined,
    cellphone: company.cellphone ? maskPhone(company.cellphone) : undefined,
    phone: company.phone ? maskPhone(company.phone) : undefined,
    zipCode: company.zipCode ? formatCep(company.zipCode) : undefined,
    state: company.state ?? undefined,
    active: company.active,
    parentId: company.parentId ?? undefined,
    tetoValorBem: company.tetoValorBem ?? undefined,
  };
  for (const key of TEXT_FIELDS) values[key] = company[key] ?? undefined;
  return values;
}

/** Every field of a stored company as PUT /empresas/{id} takes it (the full body, docs/api.md). */
export function companyToBody(company: Company): CompanyBody {
  return {
    id: company.id,
    name: company.name,
    fantasyName: company.fantasyName,
    cpfCnpj: company.cpfCnpj,
    responsibleName: company.responsibleName,
    position: company.position,
    email: company.email,
    cellphone: company.cellphone,
    phone: company.phone,
    zipCode: company.zipCode,
    address: company.address,
    number: company.number,
    neighborhood: company.neighborhood,
    state: company.state,
    city: company.city,
    complement: company.complement,
    uaCode: company.uaCode,
    sectorCode: company.sectorCode,
    observations: company.observations,
    active: company.active,
    parentId: company.parentId,
    tetoValorBem: company.tetoValorBem,
  };
}

/**
 * The form's values as the API body of the kind, or null when they break its rules. Editing starts from
 * the stored company, so a field the form does not show keeps its value (PUT takes the full body).
 */
export function toCompanyBody(
  kind: CompanyKind,
  values: CompanyFormValues,
  stored?: Company,
): CompanyBody | null {
  const base: Partial<CompanyBody> = stored ? companyToBody(stored) : {};
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) merged[key] = value;
    else if (key in base) merged[key] = null;
  }
  const parsed = v.safeParse(companyBodyFor(kind), merged);
  if (!parsed.success) return null;
  const { parentId, ...rest } = parsed.output as CompanyBody;
  return kind === 'sector' ? { ...rest, parentId } : rest;
}

/** The shared schema of one field of a kind's form (for the field's rule). */
export const companyFieldSchema = (kind: CompanyKind, field: CompanyField): v.GenericSchema => {
  const entries = companyBodyFor(kind).entries as Record<string, v.GenericSchema>;
  const schema = entries[field];
  if (!schema) throw new Error(`Campo sem regra: ${field}`);
  return schema;
};

/** The fields a kind requires (each shows an asterisk). */
export function requiredCompanyFields(kind: CompanyKind): ReadonlySet<CompanyField> {
  if (kind === 'client' || kind === 'office')
    return new Set<CompanyField>(['name', ...CLIENT_REQUIRED_FIELDS]);
  if (kind === 'sector') return new Set<CompanyField>(['name', 'parentId']);
  return new Set<CompanyField>(['name']);
}

/** The 27 federative units with their names, for the UF select. */
export const UF_NAMES: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};
