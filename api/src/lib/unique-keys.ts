import { AppError } from './errors.js';
import { uniqueViolation } from './sql.js';

/**
 * The Portuguese 409 of every unique key of the schema, by the name of its index or constraint (decision
 * 032). A service's check before a write ("this name is already taken") answers with it, and so does the
 * error handler when two requests race past that check and the database's unique index stops the second
 * one (SQLSTATE 23505): one message for the same clash, whichever way it is found, never a 500.
 *
 * `field` is the body field holding the value (the error handler reads it from the request to name the
 * value in the message); `path` is the form field the message is shown under (none: the whole form).
 */
type UniqueKey = { field?: string; path?: string; message: (value?: string) => string };

const quoted = (value: string | undefined, before: string) => (value ? `${before} "${value}"` : '');

export const UNIQUE_KEYS = {
  categorias_bens_client_nome_uq: {
    field: 'nome',
    path: 'nome',
    message: (v) => `Já existe uma categoria com${quoted(v, ' o nome') || ' este nome'} neste cliente.`,
  },
  fornecedores_application_cpf_cnpj_uq: {
    path: 'cpf_cnpj',
    message: () => 'Já existe um fornecedor com este CPF/CNPJ nesta aplicação.',
  },
  referencias_ncm_client_codigo_uq: {
    field: 'codigo',
    path: 'codigo',
    message: (v) =>
      v ? `Já existe a referência NCM ${v} neste cliente.` : 'Já existe esta referência NCM neste cliente.',
  },
  bens_client_codigo_uq: {
    field: 'CodigoBEM',
    path: 'CodigoBEM',
    message: (v) => `Já existe um bem com ${v ? `o código ${v}` : 'este código'} neste cliente.`,
  },
  servidores_client_cpf_uq: {
    path: 'cpf',
    message: () => 'Já existe um servidor com este CPF neste cliente.',
  },
  servidores_client_matricula_uq: {
    field: 'matricula',
    path: 'matricula',
    message: (v) => `Já existe um servidor com ${v ? `a matrícula ${v}` : 'esta matrícula'} neste cliente.`,
  },
  servidores_client_user_uq: {
    path: 'user_id',
    message: () => 'Este usuário já está cadastrado como servidor neste cliente.',
  },
  salas_setor_codigo_uq: {
    field: 'codigo',
    path: 'codigo',
    message: (v) => `Já existe uma sala com ${v ? `o código ${v}` : 'este código'} neste setor.`,
  },
  inventarios_comissao_presidente_uq: {
    path: 'comissao',
    message: () => 'A comissão tem um só presidente.',
  },
  aceites_bem_aberto_uq: {
    path: 'bempatrimonial_id',
    message: () => 'O bem já está fora em cautela ou tem um aceite pendente.',
  },
  movimentacoes_estorna_uq: {
    message: () => 'Esta movimentação já foi estornada.',
  },
  veiculos_bem_uq: {
    path: 'bempatrimonial_id',
    message: () => 'Este bem já tem um veículo/equipamento cadastrado.',
  },
  veiculos_client_placa_uq: {
    path: 'placa',
    message: () => 'Já existe um veículo com esta placa neste cliente.',
  },
  veiculos_client_renavam_uq: {
    path: 'renavam',
    message: () => 'Já existe um veículo com este RENAVAM neste cliente.',
  },
  veiculos_client_chassi_uq: {
    path: 'chassi',
    message: () => 'Já existe um veículo com este chassi neste cliente.',
  },
  localizacoes_bem_uq: {
    path: 'bempatrimonial_id',
    message: () => 'Este imóvel já tem uma localização cadastrada.',
  },
  termos_emitidos_numero_uq: {
    message: () => 'Outro termo foi emitido ao mesmo tempo. Tente novamente.',
  },
  termos_emitidos_codigo_uq: {
    message: () => 'Outro termo foi emitido ao mesmo tempo. Tente novamente.',
  },
  xml_notas_client_chave_uq: {
    message: () => 'Esta NF-e já foi importada neste cliente.',
  },
  companies_application_cnpj_uq: {
    path: 'cpfCnpj',
    message: () => 'Já existe um cliente com este CPF/CNPJ nesta aplicação.',
  },
  users_username_uq: {
    field: 'username',
    path: 'username',
    message: (v) => `O usuário${quoted(v, '')} já está em uso. Escolha outro.`,
  },
  users_cpf_uq: {
    path: 'cpf',
    message: () => 'Já existe um usuário com este CPF.',
  },
  roles_company_name_uq: {
    field: 'name',
    path: 'name',
    message: (v) => `Já existe um perfil de acesso com${quoted(v, ' o nome') || ' este nome'} neste cliente.`,
  },
  locations_user_company_uq: {
    message: () => 'Este usuário já tem um acesso nesta empresa.',
  },
  exercicios_empresa_ano_mes_uq: {
    message: () => 'Este exercício já existe para a empresa.',
  },
  obras_client_numero_uq: {
    path: 'numero',
    message: () => 'Já existe uma obra com este número neste cliente.',
  },
  obra_medicoes_obra_numero_uq: {
    message: () => 'Outra medição foi registrada ao mesmo tempo nesta obra. Tente novamente.',
  },
  obra_ordens_servico_obra_numero_uq: {
    path: 'numero',
    message: () => 'Já existe uma ordem de serviço com este número nesta obra.',
  },
  obra_recebimentos_obra_tipo_uq: {
    message: () => 'Esta obra já tem um recebimento deste tipo registrado.',
  },
  obra_cnos_client_numero_uq: {
    path: 'numero',
    message: () => 'Já existe um Cadastro Nacional de Obras com este número.',
  },
  permissions_name_unique: {
    field: 'name',
    path: 'name',
    message: (v) => `A permissão${quoted(v, '')} já existe.`,
  },
  permission_groups_resource_unique: {
    message: () => 'Este grupo de permissões já existe.',
  },
} satisfies Record<string, UniqueKey>;

export type UniqueKeyName = keyof typeof UNIQUE_KEYS;

/** The 409 of a unique key, naming `value` where the message has room for it. */
export function uniqueKeyConflict(name: UniqueKeyName, value?: string) {
  const key: UniqueKey = UNIQUE_KEYS[name];
  const message = key.message(value);
  return new AppError(
    'CONFLICT',
    message,
    key.path ? { extra: { issues: [{ path: key.path, message }] } } : {},
  );
}

/** A duplicate the table above does not name yet: still a 409, never a 500. */
const UNKNOWN_KEY_MESSAGE = 'Este registro já existe.';

/**
 * The 409 for a unique violation raised by the database, or null when `error` is not one. `body` is the
 * request's body, where the value the message names is read from.
 */
export function conflictOfUniqueViolation(error: unknown, body: unknown): AppError | null {
  const name = uniqueViolation(error);
  if (name === null) return null;
  if (!(name in UNIQUE_KEYS)) return new AppError('CONFLICT', UNKNOWN_KEY_MESSAGE);
  const key: UniqueKey = UNIQUE_KEYS[name as UniqueKeyName];
  const raw =
    key.field && body && typeof body === 'object' ? (body as Record<string, unknown>)[key.field] : undefined;
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  return uniqueKeyConflict(name as UniqueKeyName, value);
}
