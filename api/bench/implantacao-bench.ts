/**
 * The Implantação of an old asset register through the API (docs/domain.md, "Implantação"): a generated
 * XLSX of N rows and 30 columns (11 mapped, the rest carried along as legacy exports do) sent, validated
 * (dry run) and committed as a job, then validated again (every row already imported: nothing to write).
 * The API runs as its own process, as in production (`src/server.ts` with the demo seed); this one only
 * writes the file (in a third process) and sends it. Prints the time of each step and the API process's
 * memory: the peak RSS of each step (sampled from /proc every 100 ms) and the kernel's high-water mark.
 *
 * Run: `pnpm --filter @gp/api bench:implantacao -- --rows=20000 --pglite` (or --postgres). BENCH_PG_URL:
 * the PostgreSQL admin database (default postgres://postgres@127.0.0.1:5432/postgres). Targets: 100,000
 * rows on PostgreSQL, dry run < 30 s, commit < 90 s, memory < 500 MB; 20,000 on PGlite, < 15 s and < 45 s.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BemUtils,
  type Importacao,
  LOCAL_HEADER,
  type Mapeamento,
  type SessionResponse,
} from '@gp/shared-contracts';
import ExcelJS from 'exceljs';
import { startApiProcess } from '../test/support/api-process.js';
import { createPgDatabase } from '../test/support/pg-database.js';
import { cleanup, cleanups, PG_ADMIN_URL } from './bench-support.js';

const args = process.argv.slice(2);
const ROWS = Number(args.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 20_000);
const KIND = args.includes('--postgres') ? 'postgres' : 'pglite';
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** Set in the child process that only writes the file (see `planilhaAParte`). */
const GERAR = arg('gerar');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The API process's resident memory (MB) now, and its high-water mark, as the kernel counts them. */
function memoriaDe(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo: string) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}
let apiPid = 0;
/** The peak of the step under way (upload, dry run, commit). */
let stepRss = 0;
const sampler = setInterval(() => {
  if (apiPid) stepRss = Math.max(stepRss, memoriaDe(apiPid).rss);
}, 100);
const mb = (megabytes: number) => `${megabytes.toFixed(0)} MB`;
/** The step's peak memory, then a new step. */
const step = () => {
  const peak = mb(stepRss);
  stepRss = memoriaDe(apiPid).rss;
  return peak;
};

async function planilha(path: string, categoria: string, secretaria: string) {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const folha = livro.addWorksheet('Bens');
  const extras = Array.from({ length: 19 }, (_, i) => `extra_${i + 1}`);
  folha
    .addRow([
      'Código',
      'Descrição',
      'Valor',
      'Aquisição',
      'Categoria',
      'Secretaria',
      'Marca',
      'Modelo',
      'Série',
      'Depreciação acumulada',
      'Vida útil restante',
      ...extras,
    ])
    .commit();
  for (let i = 1; i <= ROWS; i++) {
    const valor = `${1000 + (i % 5000)},${String(i % 100).padStart(2, '0')}`;
    const data = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${2010 + (i % 10)}`;
    folha
      .addRow([
        `A${i}`,
        `Bem de teste número ${i} da implantação`,
        valor,
        data,
        categoria,
        secretaria,
        'Marca',
        'Modelo',
        `S${i}`,
        '100,00',
        60,
        ...extras.map((e) => `${e}-${i}`),
      ])
      .commit();
  }
  await livro.commit();
}

/**
 * The file is written by a process of its own, so the memory measured here is the API's alone (exceljs'
 * writer holds a few hundred MB for 100,000 rows, which this process would otherwise keep).
 */
function planilhaAParte(path: string, categoria: string, secretaria: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(import.meta.url),
      [`--gerar=${path}`, `--rows=${ROWS}`, `--categoria=${categoria}`, `--secretaria=${secretaria}`],
      { stdio: 'inherit' },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gerador do arquivo: saída ${code}`)),
    );
  });
}

async function signIn(base: string) {
  const res = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  if (res.status !== 200) throw new Error(`entrar: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as SessionResponse;
  const local = session.locais.find((l) => l.empresa.no_empresa.includes('Prefeitura'));
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-implantacao-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  let env: Record<string, string>;
  if (KIND === 'postgres') {
    const created = await createPgDatabase(PG_ADMIN_URL, `gp_bench_${randomBytes(4).toString('hex')}`);
    cleanups.push(created.drop);
    env = { DATABASE_URL: created.url };
  } else {
    env = { DATA_DIR: join(dir, 'data') };
  }
  // --built: the production build in dist/ (`pnpm --filter @gp/api build`), without tsx's transpiler;
  // --heap=N: the API's V8 old-space limit in MB (--max-old-space-size), as an operator may set it.
  const heap = arg('heap');
  const server = await startApiProcess(
    { ...env, SEED: 'demo', STORAGE_DIR: join(dir, 'files'), LOG_LEVEL: 'warn' },
    {
      startTimeoutMs: 180_000,
      built: args.includes('--built'),
      nodeArgs: heap ? [`--max-old-space-size=${heap}`] : [],
    },
  );
  cleanups.push(() => server.stop());
  apiPid = server.child.pid ?? 0;
  const base = server.url;
  const headers = await signIn(base);
  const json = { ...headers, 'content-type': 'application/json' };
  const hoje = new Date();
  const config = await fetch(`${base}/patrimonio/depreciacao/configuracao`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({
      primeiro_mes: 'integral',
      implantacao: { ano: hoje.getFullYear(), mes: hoje.getMonth() + 1 },
    }),
  });
  if (config.status !== 200) throw new Error(`configuração: ${config.status} ${await config.text()}`);
  const utils = (await (await fetch(`${base}/utils/bempatrimonial`, { headers })).json()) as BemUtils;
  const categoria = utils.categorias.find((c) => c.tipo_bem === 'movel')!.nome;
  const secretaria = utils.secretarias[0]!.name;

  const path = join(dir, 'bens.xlsx');
  await planilhaAParte(path, categoria, secretaria);
  const bytes = readFileSync(path);
  console.log(
    `${ROWS} linhas, 30 colunas, XLSX de ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${KIND}; carga ${loadavg()[0]!.toFixed(1)}`,
  );

  let t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'bens.xlsx');
  const enviado = await fetch(`${base}/patrimonio/implantacao/bens/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  const imp = (await enviado.json()) as Importacao;
  if (enviado.status !== 201) throw new Error(`upload: ${enviado.status} ${JSON.stringify(imp)}`);
  console.log(`envio e prévia: ${s(performance.now() - t0)} (memória máxima ${step()})`);

  const col = (coluna: string) => ({ coluna, fixo: null });
  const mapeamento: Mapeamento = {
    campos: {
      chave_origem: col('Código'),
      descricao: col('Descrição'),
      valor_aquisicao: col('Valor'),
      data_aquisicao: col('Aquisição'),
      categoria: col('Categoria'),
      secretaria: col('Secretaria'),
      marca: col('Marca'),
      modelo: col('Modelo'),
      numero_serie: col('Série'),
      depreciacao_acumulada: col('Depreciação acumulada'),
      vida_util_restante: col('Vida útil restante'),
    },
    categorias: {},
    separador_secretaria_setor: '/',
  };
  const validar = async () => {
    const res = await fetch(`${base}/patrimonio/implantacao/bens/${imp.id}/validar`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mapeamento }),
    });
    const body = (await res.json()) as Importacao;
    if (res.status !== 200) throw new Error(`validar: ${res.status} ${JSON.stringify(body)}`);
    return body.resumo!;
  };
  t0 = performance.now();
  const resumo = await validar();
  console.log(
    `simulação: ${s(performance.now() - t0)} (válidas ${resumo.validas}, com erro ${resumo.com_erro}; memória máxima ${step()})`,
  );
  if (resumo.erros[0]) console.log(`primeiro erro: ${JSON.stringify(resumo.erros[0])}`);

  t0 = performance.now();
  const gravar = await fetch(`${base}/patrimonio/implantacao/bens/${imp.id}/gravar`, {
    method: 'POST',
    headers,
  });
  const { trabalho_id } = (await gravar.json()) as { trabalho_id: string };
  for (;;) {
    const job = (await (await fetch(`${base}/trabalhos/${trabalho_id}`, { headers })).json()) as {
      estado: string;
      erro: string | null;
      resultado: { quantidade: number } | null;
    };
    if (job.estado === 'concluido') {
      console.log(
        `gravação (trabalho): ${s(performance.now() - t0)} (${job.resultado?.quantidade} bens; memória máxima ${step()})`,
      );
      break;
    }
    if (job.estado === 'falhou') throw new Error(`gravação: ${job.erro}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const denovo = await validar();
  console.log(`o mesmo arquivo de novo: ${denovo.ja_importadas} já importadas, ${denovo.validas} a gravar`);
  console.log(`memória (RSS) máxima do processo da API: ${mb(memoriaDe(apiPid).hwm)}`);
}

if (GERAR)
  planilha(GERAR, arg('categoria') ?? '', arg('secretaria') ?? '').then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
else
  main()
    .catch((e) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(async () => {
      clearInterval(sampler);
      await cleanup();
    });
