import { completeCnpj } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * Fills a migrated, demo-seeded database with a realistic asset register, set-based (INSERT ... SELECT
 * over generate_series) so a million assets take minutes: 2 clients, 50 secretarias, 500 setores, 5,000
 * suppliers, the assets spread over them, and 1 to 5 movements per asset (3 on average).
 *
 * Secondary indexes of the two big tables are dropped before the load and rebuilt after it (one sorted
 * build instead of a million random inserts), and foreign-key triggers are off during the load
 * (session_replication_role = replica): the rows are consistent by construction.
 */
export type GenerateOptions = {
  assets: number;
  secretarias?: number;
  setoresPorSecretaria?: number;
  suppliers?: number;
  chunk?: number;
  log?: (line: string) => void;
  /** Stops early (keeping what was loaded) once this many milliseconds have passed. */
  budgetMs?: number;
};

export type GenerateResult = {
  assets: number;
  movements: number;
  secretarias: number;
  setores: number;
  suppliers: number;
  clients: { id: string; name: string; assets: number }[];
  ms: { setup: number; assets: number; movements: number; indexes: number; analyze: number; total: number };
  stoppedEarly: boolean;
};

const ITEMS = [
  'Cadeira giratória',
  'Cadeira fixa',
  'Cadeira de rodas',
  'Mesa de escritório',
  'Mesa de reunião',
  'Armário de aço',
  'Arquivo de aço 4 gavetas',
  'Estante de aço',
  'Computador desktop',
  'Notebook',
  'Monitor LED 24 polegadas',
  'Impressora multifuncional',
  'Impressora laser',
  'Scanner de mesa',
  'Nobreak',
  'Switch de rede 24 portas',
  'Roteador sem fio',
  'Projetor multimídia',
  'Tela de projeção',
  'Televisor LED',
  'Câmera fotográfica digital',
  'Filmadora',
  'Caixa de som amplificada',
  'Microfone sem fio',
  'Aparelho telefônico',
  'Rádio comunicador',
  'Ar-condicionado split',
  'Ventilador de coluna',
  'Bebedouro elétrico',
  'Geladeira',
  'Freezer horizontal',
  'Fogão industrial',
  'Forno micro-ondas',
  'Liquidificador industrial',
  'Maca hospitalar',
  'Autoclave',
  'Balança digital',
  'Esfigmomanômetro',
  'Desfibrilador',
  'Cadeira odontológica',
  'Furadeira de impacto',
  'Roçadeira',
  'Motosserra',
  'Compressor de ar',
  'Trator agrícola',
  'Roçadeira hidráulica',
  'Veículo utilitário',
  'Motocicleta',
  'Coleção de livros didáticos',
  'Quadro branco',
];
const QUALIFIERS = [
  'preto',
  'azul',
  'cinza',
  'branco',
  'com rodízios',
  'reforçado',
  'de madeira',
  'de aço',
  'inox',
  'portátil',
  'bivolt',
  '220V',
  'industrial',
  'compacto',
  'com braços',
  'ergonômico',
  'modelo 2019',
  'modelo 2022',
  'usado',
  'novo',
];
const BRANDS = [
  'Dell',
  'Lenovo',
  'HP',
  'Positivo',
  'Samsung',
  'LG',
  'Epson',
  'Brother',
  'Intelbras',
  'Multilaser',
  'Electrolux',
  'Consul',
  'Brastemp',
  'Philips',
  'Bosch',
  'Makita',
  'Stihl',
  'Tramontina',
  'Fiat',
  'Volkswagen',
  'Honda',
  'Massey Ferguson',
  'Cavaletti',
  'Pandin',
  'Marelli',
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arrayLit = (values: string[]) => `array[${values.map(lit).join(',')}]::text[]`;

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const BIG_TABLES = ['bens_patrimoniais', 'movimentacoes_bens'];

/** Definitions of the secondary indexes of the big tables (everything but the primary keys). */
async function secondaryIndexes(db: Db) {
  const found = await rows(
    db,
    sql.raw(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename in (${BIG_TABLES.map(lit).join(',')})
         and i.indexname not in (select conname from pg_constraint where contype = 'p')`,
    ),
  );
  return found.map((r) => ({ name: String(r.indexname), def: String(r.indexdef) }));
}

export async function generateAssets(db: Db, opts: GenerateOptions): Promise<GenerateResult> {
  const log = opts.log ?? (() => {});
  const secretariasTotal = opts.secretarias ?? 50;
  const setoresPorSecretaria = opts.setoresPorSecretaria ?? 10;
  const suppliersTotal = opts.suppliers ?? 5000;
  const chunk = opts.chunk ?? 100_000;
  const started = performance.now();
  const elapsed = () => performance.now() - started;

  const clients = (await rows(
    db,
    sql`select id, name, application_id from companies where is_client order by name`,
  )) as { id: string; name: string; application_id: string }[];
  if (clients.length < 2) throw new Error('gerador: o banco precisa do seed de demonstração (2 clientes)');
  const applicationId = clients[0]!.application_id;
  const perClient = Math.ceil(secretariasTotal / clients.length);

  // Secretarias and setores of every client.
  for (const [ci, client] of clients.entries()) {
    await db.execute(
      sql.raw(`
      with s as (
        insert into companies (application_id, root_id, name, is_department, ua_code)
        select ${lit(applicationId)}, ${lit(client.id)}, 'Secretaria Municipal ' || g || ' (bench)', true, '${ci + 1}.' || g
        from generate_series(1, ${perClient}) g
        returning id, ua_code
      )
      insert into companies (application_id, root_id, parent_id, name, is_sector, sector_code)
      select ${lit(applicationId)}, ${lit(client.id)}, s.id, 'Setor ' || s.ua_code || '.' || k || ' (bench)', true, s.ua_code || '.' || k
      from s cross join generate_series(1, ${setoresPorSecretaria}) k`),
    );
  }

  // Suppliers: valid CNPJs, registered alternately by each client.
  const values: string[] = [];
  for (let i = 0; i < suppliersTotal; i++) {
    const cnpj = completeCnpj(`${String(10_000_000 + i)}0001`);
    const root = clients[i % clients.length]!.id;
    values.push(
      `(${lit(applicationId)}, ${lit(root)}, 'J', '${cnpj}', 'Fornecedor ${i + 1} Comércio e Serviços Ltda', 'Fornecedor ${i + 1}')`,
    );
  }
  for (let i = 0; i < values.length; i += 1000) {
    await db.execute(
      sql.raw(
        `insert into fornecedores (application_id, root_id, tipo_pessoa, cpf_cnpj, razao_social, nome_fantasia) values ${values.slice(i, i + 1000).join(',')}`,
      ),
    );
  }
  const setupMs = elapsed();
  log(
    `cadastros: ${clients.length} clientes, ${perClient * clients.length} secretarias, ${setupMs.toFixed(0)} ms`,
  );

  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  await db.execute(sql`set session_replication_role = replica`);

  const assetsPerClient = Math.ceil(opts.assets / clients.length);
  const loaded = new Map<string, number>();
  let stoppedEarly = false;
  const assetsStart = elapsed();
  for (let from = 1; from <= assetsPerClient; from += chunk) {
    const to = Math.min(assetsPerClient, from + chunk - 1);
    for (const client of clients) {
      await db.execute(
        sql.raw(`
        insert into bens_patrimoniais (
          client_id, codigo_bem, descricao, especificacao, categoria_id, tipo, situacao, estado_conservacao,
          tipo_incorporacao_id, data_aquisicao, data_incorporacao, valor_aquisicao, valor_residual, valor_atual,
          vida_util_meses, depreciavel, conta_contabil, fornecedor_id, secretaria_id, setor_id, marca, modelo,
          numero_serie, responsavel)
        select ${lit(client.id)}, x.g,
          items[1 + (x.r1 * array_length(items, 1))::int % array_length(items, 1)] || ' ' ||
            quals[1 + (x.r2 * array_length(quals, 1))::int % array_length(quals, 1)],
          null,
          cat.ids[1 + (x.r3 * cat.n)::int % cat.n],
          'movel',
          case when x.r4 < 0.70 then 'em_uso' when x.r4 < 0.80 then 'ocioso' when x.r4 < 0.85 then 'em_manutencao'
               when x.r4 < 0.90 then 'cedido' else 'baixado' end,
          (array['novo','otimo','bom','regular','ruim','inservivel'])[1 + (x.r5 * 6)::int % 6],
          1 + (x.r6 * 10)::int % 10,
          x.d, x.d, x.v, round(x.v * 0.10, 2), x.v,
          120, true, '1.2.3.1.1.01.01',
          case when x.r7 < 0.8 then sup.ids[1 + (x.r8 * sup.n)::int % sup.n] end,
          st.parents[x.k], st.ids[x.k],
          brands[1 + (x.r9 * array_length(brands, 1))::int % array_length(brands, 1)],
          'M' || (x.r10 * 500)::int || '-' || (x.r9 * 90 + 10)::int,
          'SN' || lpad(x.g::text, 9, '0'),
          'Servidor ' || (x.r10 * 2000)::int
        from (
          select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
                 random() r8, random() r9, random() r10,
                 date '2000-01-01' + (random() * 9100)::int as d,
                 round((10 + random() * 49990)::numeric, 2) as v,
                 1 + (random() * ${perClient * setoresPorSecretaria - 1})::int as k
          from generate_series(${from}, ${to}) g
        ) x,
        (select ${arrayLit(ITEMS)} items, ${arrayLit(QUALIFIERS)} quals, ${arrayLit(BRANDS)} brands) words,
        (select array_agg(id order by nome) ids, count(*)::int n from categorias_bens
          where client_id = ${lit(client.id)} and tipo_bem = 'movel') cat,
        (select array_agg(id order by id) ids, count(*)::int n from fornecedores
          where application_id = ${lit(applicationId)}) sup,
        (select array_agg(id order by id) ids, array_agg(parent_id order by id) parents from companies
          where root_id = ${lit(client.id)} and is_sector and name like '%(bench)') st`),
      );
      loaded.set(client.id, to);
    }
    log(`bens: ${(to * clients.length).toLocaleString('pt-BR')} (${(elapsed() / 1000).toFixed(0)} s)`);
    if (opts.budgetMs !== undefined && elapsed() > opts.budgetMs && to < assetsPerClient) {
      stoppedEarly = true;
      break;
    }
  }
  const assetsMs = elapsed() - assetsStart;

  const movementsStart = elapsed();
  // 1 to 5 movements per asset (3 on average): the incorporation, then transfers, changes of holder,
  // maintenance trips and revaluations, a month or two apart.
  await db.execute(
    sql.raw(`
    insert into movimentacoes_bens (
      client_id, bem_id, codigo_bem, data, tipo_movimentacao_id, tipo_incorporacao_id, conta_contabil, valor,
      secretaria_id, setor_id, secretaria_anterior_id, setor_anterior_id, situacao_anterior, situacao,
      valor_anterior, responsavel_anterior, responsavel)
    select b.client_id, b.id, b.codigo_bem,
      (b.data_aquisicao + k * 45) + time '10:00',
      case when k = 0 then 1 else (array[2, 3, 9, 10, 5])[1 + (b.codigo_bem + k) % 5] end,
      b.tipo_incorporacao_id, 123110101, b.valor_atual,
      b.secretaria_id, b.setor_id, b.secretaria_id, b.setor_id, 'em_uso', 'em_uso', b.valor_atual,
      b.responsavel, b.responsavel
    from bens_patrimoniais b cross join lateral generate_series(0, b.codigo_bem % 5) k`),
  );
  const movementsMs = elapsed() - movementsStart;
  log(`movimentações: ${(movementsMs / 1000).toFixed(0)} s`);

  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(
    sql.raw(`
    insert into bens_sequencias (client_id, proximo)
    select client_id, max(codigo_bem) + 1 from bens_patrimoniais group by client_id
    on conflict (client_id) do update set proximo = excluded.proximo`),
  );

  // The list's kept totals (the trigger was off during the load).
  await db.execute(sql.raw('delete from bens_contagens'));
  await db.execute(
    sql.raw(`
    insert into bens_contagens (client_id, dimensao, valor, quantidade, valor_atual)
    select client_id, 'total', '', count(*), sum(valor_atual) from bens_patrimoniais group by client_id
    union all select client_id, 'situacao', situacao, count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
    union all select client_id, 'estado_conservacao', estado_conservacao, count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
    union all select client_id, 'categoria_id', categoria_id::text, count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
    union all select client_id, 'secretaria_id', secretaria_id::text, count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
    union all select client_id, 'setor_id', coalesce(setor_id::text, ''), count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3
    union all select client_id, 'fornecedor_id', coalesce(fornecedor_id::text, ''), count(*), sum(valor_atual) from bens_patrimoniais group by 1, 3`),
  );

  const indexesStart = elapsed();
  for (const index of indexes) {
    const t0 = performance.now();
    await db.execute(sql.raw(index.def));
    log(`índice ${index.name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const indexesMs = elapsed() - indexesStart;

  const analyzeStart = elapsed();
  // Index-only scans (and the planner's estimates) need the visibility map and statistics of a settled table.
  await db.execute(sql.raw('vacuum analyze bens_patrimoniais'));
  await db.execute(sql.raw('vacuum analyze movimentacoes_bens'));
  await db.execute(sql.raw('analyze'));
  const analyzeMs = elapsed() - analyzeStart;

  const [counts] = await rows(
    db,
    sql`select (select count(*) from bens_patrimoniais)::int as assets,
               (select count(*) from movimentacoes_bens)::int as movements,
               (select count(*) from companies where is_department)::int as secretarias,
               (select count(*) from companies where is_sector)::int as setores,
               (select count(*) from fornecedores)::int as suppliers`,
  );
  return {
    assets: Number(counts?.assets),
    movements: Number(counts?.movements),
    secretarias: Number(counts?.secretarias),
    setores: Number(counts?.setores),
    suppliers: Number(counts?.suppliers),
    clients: clients.map((c) => ({ id: c.id, name: c.name, assets: loaded.get(c.id) ?? 0 })),
    ms: {
      setup: setupMs,
      assets: assetsMs,
      movements: movementsMs,
      indexes: indexesMs,
      analyze: analyzeMs,
      total: elapsed(),
    },
    stoppedEarly,
  };
}
