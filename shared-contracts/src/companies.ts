import * as v from 'valibot';
import { PageQuerySchema, pageOf, UuidSchema } from './common.js';
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  normalizeCpfCnpj,
  onlyDigits,
} from './documents.js';
import { CompanySchema } from './locais.js';
import { moneyField } from './patrimonio-common.js';

/**
 * Companies (docs/domain.md, "Organização e acesso"; screens Clientes, Departamentos, Setores). One body for every kind: the
 * format of each field is checked here; which fields are required depends on the kind (a client needs
 * its CNPJ and address, a department or sector only its name), see `companyBodyFor`.
 */

/** The 27 federative units (UF). */
export const COMPANY_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof COMPANY_UFS)[number];

export type CompanyKind = 'client' | 'department' | 'sector' | 'office';

/** Messages shown under the fields (docs/product.md, "Mensagens e textos": error under the field, red label). */
export const COMPANY_MESSAGES = {
  nameClient: 'Informe a razão social.',
  name: 'Informe o nome.',
  cpfCnpjRequired: 'Informe o CPF ou CNPJ.',
  cpfInvalid: 'CPF inválido.',
  cnpjInvalid: 'CNPJ inválido.',
  cpfCnpjLength: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
  emailRequired: 'Informe o e-mail.',
  emailInvalid: 'E-mail inválido.',
  cellphoneInvalid: 'Celular inválido: informe DDD e 9 dígitos.',
  phoneInvalid: 'Telefone inválido: informe DDD e 8 ou 9 dígitos.',
  zipCodeRequired: 'Informe o CEP.',
  zipCodeInvalid: 'CEP inválido: informe 8 dígitos.',
  addressRequired: 'Informe o endereço.',
  numberRequired: 'Informe o número.',
  neighborhoodRequired: 'Informe o bairro.',
  stateRequired: 'Informe a UF.',
  stateInvalid: 'UF inválida.',
  cityRequired: 'Informe a cidade.',
  parentRequired: 'Informe o departamento (secretaria) do setor.',
  rootRequired: 'Informe o cliente.',
  kindRequired: 'Informe o tipo da empresa: is_cliente, is_secretaria ou is_setor.',
} as const;

/** Makes a nullable field required: null (not given, or only blanks) fails with `message`. */
const orRequired = <T extends v.GenericSchema<unknown, unknown>>(schema: T, message?: string) =>
  message
    ? v.pipe(
        schema,
        v.check((value) => value !== null, message),
      )
    : schema;

/** Optional text: trimmed, an empty string counts as not given (null). */
const text = (label: string, max: number, requiredMessage?: string) =>
  orRequired(
    v.pipe(
      v.nullish(v.string(`${label} inválido.`), null),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.check((s) => s === null || s.length <= max, `${label} deve ter no máximo ${max} caracteres.`),
    ),
    requiredMessage,
  );

/** CPF (11 digits) or CNPJ (14 characters, alphanumeric since 2026), stored without mask, uppercase. */
const cpfCnpj = (requiredMessage?: string) =>
  orRequired(
    v.pipe(
      v.nullish(v.string(COMPANY_MESSAGES.cpfCnpjLength), null),
      v.transform((s) => (s == null ? null : normalizeCpfCnpj(s) || null)),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === null) return;
        const value = dataset.value;
        if (value.length === 11 && /^\d+$/.test(value)) {
          if (!isValidCpf(value)) addIssue({ message: COMPANY_MESSAGES.cpfInvalid });
        } else if (value.length === 14) {
          if (!isValidCnpj(value)) addIssue({ message: COMPANY_MESSAGES.cnpjInvalid });
        } else {
          addIssue({ message: COMPANY_MESSAGES.cpfCnpjLength });
        }
      }),
    ),
    requiredMessage,
  );

/** A number kept as its digits only (phone, CEP). */
const digits = (label: string, valid: (s: string) => boolean, message: string, requiredMessage?: string) =>
  orRequired(
    v.pipe(
      v.nullish(v.string(`${label} inválido.`), null),
      v.transform((s) => (s == null ? null : onlyDigits(s) || null)),
      v.check((s) => s === null || valid(s), message),
    ),
    requiredMessage,
  );

const EmailFormat = v.pipe(v.string(), v.email());
const email = (requiredMessage?: string) =>
  orRequired(
    v.pipe(
      v.nullish(v.string(COMPANY_MESSAGES.emailInvalid), null),
      v.transform((s) => (s == null ? null : s.trim() || null)),
      v.check((s) => s === null || s.length <= 255, 'O e-mail deve ter no máximo 255 caracteres.'),
      v.check((s) => s === null || v.is(EmailFormat, s), COMPANY_MESSAGES.emailInvalid),
    ),
    requiredMessage,
  );

const state = (requiredMessage?: string) =>
  orRequired(
    v.pipe(
      v.nullish(v.string(COMPANY_MESSAGES.stateInvalid), null),
      v.transform((s) => (s == null ? null : s.trim().toUpperCase() || null)),
      v.check(
        (s) => s === null || (COMPANY_UFS as readonly string[]).includes(s),
        COMPANY_MESSAGES.stateInvalid,
      ),
    ),
    requiredMessage,
  );

/** Fields a client (or the office) must have, besides its name. */
const CLIENT_REQUIRED = [
  ['cpfCnpj', COMPANY_MESSAGES.cpfCnpjRequired],
  ['email', COMPANY_MESSAGES.emailRequired],
  ['zipCode', COMPANY_MESSAGES.zipCodeRequired],
  ['address', COMPANY_MESSAGES.addressRequired],
  ['number', COMPANY_MESSAGES.numberRequired],
  ['neighborhood', COMPANY_MESSAGES.neighborhoodRequired],
  ['state', COMPANY_MESSAGES.stateRequired],
  ['city', COMPANY_MESSAGES.cityRequired],
] as const;

/** The fields a client (or the office) must have besides its name, in the form's order. */
export const CLIENT_REQUIRED_FIELDS = CLIENT_REQUIRED.map(([field]) => field);

const isMobile = (s: string) => /^[1-9]{2}9\d{8}$/.test(s);

/**
 * Every Company field that a form sends, with its format. `strict`: the required fields of
 * a client (name, CPF/CNPJ, e-mail and address); otherwise only the name is required.
 */
const companyFields = (strict: boolean) => {
  const m = COMPANY_MESSAGES;
  const req = (message: string) => (strict ? message : undefined);
  return {
    name: text('O nome', 255, strict ? m.nameClient : m.name),
    fantasyName: text('O nome fantasia', 255),
    cpfCnpj: cpfCnpj(req(m.cpfCnpjRequired)),
    responsibleName: text('O nome do responsável', 255),
    position: text('O cargo', 255),
    email: email(req(m.emailRequired)),
    cellphone: digits('Celular', isMobile, m.cellphoneInvalid),
    phone: digits('Telefone', isValidPhone, m.phoneInvalid),
    zipCode: digits('CEP', isValidCep, m.zipCodeInvalid, req(m.zipCodeRequired)),
    address: text('O endereço', 255, req(m.addressRequired)),
    number: text('O número', 20, req(m.numberRequired)),
    neighborhood: text('O bairro', 255, req(m.neighborhoodRequired)),
    state: state(req(m.stateRequired)),
    city: text('A cidade', 255, req(m.cityRequired)),
    complement: text('O complemento', 255),
    uaCode: text('O código UA', 20),
    sectorCode: text('O código do setor', 20),
    observations: text('As observações', 2000),
  };
};

const common = {
  id: v.optional(UuidSchema),
  active: v.optional(v.boolean('Valor inválido para "ativo".')),
};

/**
 * A client's own setting: its assets are shown on the public transparency portal (docs/domain.md,
 * "Transparência"). Left out: unchanged (a new client publishes).
 */
const publicarTransparencia = v.optional(
  v.boolean('Valor inválido para "publicar no portal da transparência".'),
);

/**
 * A client's own setting: the plausibility ceiling of an asset's value (above it, saving asks for a
 * confirmation); null: the default (`TETO_VALOR_BEM_PADRAO`). Left out: unchanged.
 */
const tetoValorBem = v.optional(
  v.nullable(
    v.pipe(
      moneyField('O teto de valor de um bem', { min: '0' }),
      v.check((x) => x !== '0.00', 'O teto de valor de um bem deve ser maior que zero.'),
    ),
  ),
);

/** A client's (or the support office's) body: razão social, CPF/CNPJ, e-mail and address required. */
export const ClientBodySchema = v.object({
  ...companyFields(true),
  ...common,
  publicarTransparencia,
  tetoValorBem,
});
/** A department's (secretaria) body: only the name is required. */
export const DepartmentBodySchema = v.object({ ...companyFields(false), ...common });
/** A sector's body: the name and its department (`parentId`) are required. */
export const SectorBodySchema = v.object({
  ...companyFields(false),
  ...common,
  parentId: v.pipe(
    v.nullish(UuidSchema, null),
    v.check((s) => Boolean(s), COMPANY_MESSAGES.parentRequired),
  ),
});

/**
 * PUT /empresas/{id} (full body; `active` switches the company on or off; `parentId` moves a sector to
 * another department). The API applies the kind's schema (`companyBodyFor`) to the stored company.
 */
export const CompanyBodySchema = v.object({
  ...DepartmentBodySchema.entries,
  parentId: v.nullish(UuidSchema),
  /** A client's only: ignored for the other kinds. */
  publicarTransparencia,
  tetoValorBem,
});
export type CompanyBody = v.InferOutput<typeof CompanyBodySchema>;
export type CompanyBodyInput = v.InferInput<typeof CompanyBodySchema>;

/** The schema of a kind's form (the API checks the same). */
export const companyBodyFor = (kind: CompanyKind) =>
  kind === 'client' || kind === 'office'
    ? ClientBodySchema
    : kind === 'sector'
      ? SectorBodySchema
      : DepartmentBodySchema;

/**
 * POST /empresas/create: the body plus the kind (is_cliente, is_secretaria or is_setor set to
 * true, exactly one). `rootId` names the client of a department when support creates it (others
 * create in their own client); a sector takes the client of its department (`parentId`).
 */
export const CreateCompanyBodySchema = v.pipe(
  v.object({
    ...CompanyBodySchema.entries,
    is_cliente: v.optional(v.boolean('Valor inválido para is_cliente.'), false),
    is_secretaria: v.optional(v.boolean('Valor inválido para is_secretaria.'), false),
    is_setor: v.optional(v.boolean('Valor inválido para is_setor.'), false),
    rootId: v.nullish(UuidSchema),
  }),
  // Runs even when a field's format failed, so the answer names every missing field at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const body = dataset.value as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return;
    if ([body.is_cliente, body.is_secretaria, body.is_setor].filter((k) => k === true).length !== 1) {
      addIssue({ message: COMPANY_MESSAGES.kindRequired });
      return;
    }
    const failed = new Set((dataset.issues ?? []).map((issue) => issue.path?.[0]?.key));
    const required = body.is_cliente
      ? CLIENT_REQUIRED
      : body.is_setor
        ? ([['parentId', COMPANY_MESSAGES.parentRequired]] as const)
        : [];
    for (const [key, message] of required) {
      if (failed.has(key) || (body[key] !== null && body[key] !== undefined)) continue;
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: body, key, value: body[key] }] });
    }
  }),
);
export type CreateCompanyBody = v.InferOutput<typeof CreateCompanyBodySchema>;
export type CreateCompanyBodyInput = v.InferInput<typeof CreateCompanyBodySchema>;

export const kindOfCreate = (b: Pick<CreateCompanyBody, 'is_cliente' | 'is_secretaria' | 'is_setor'>) =>
  (b.is_cliente ? 'client' : b.is_secretaria ? 'department' : 'sector') satisfies CompanyKind;

export const kindOfCompany = (c: {
  isClient: boolean;
  isOffice: boolean;
  isDepartment: boolean;
  isSector: boolean;
}): CompanyKind => (c.isClient ? 'client' : c.isSector ? 'sector' : c.isDepartment ? 'department' : 'office');

const RefSchema = v.object({ id: v.string(), name: v.string() });

/** A company in a list: the company plus its client and (sectors) its department. */
export const CompanyListItemSchema = v.object({
  ...CompanySchema.entries,
  client: v.nullable(RefSchema),
  department: v.nullable(RefSchema),
});
export type CompanyListItem = v.InferOutput<typeof CompanyListItemSchema>;
export const CompanyPageSchema = pageOf(CompanyListItemSchema);
export type CompanyPage = v.InferOutput<typeof CompanyPageSchema>;
export const CompanyListSchema = v.array(CompanyListItemSchema);

/**
 * GET /empresas, /empresas/secretarias, /empresas/setores: page, limit, search (name, fantasy name,
 * CPF/CNPJ), active, and for support the client (`clientId`) to narrow to.
 */
export const CompanyListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'A busca deve ter no máximo 100 caracteres.')),
  ),
  active: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Filtro de situação inválido.'),
      v.transform((s) => s === 'true'),
    ),
  ),
  clientId: v.optional(v.pipe(v.string(), v.uuid('Cliente inválido.'))),
});
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>;
