import { DownloadOutlined, RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import {
  type ErroLinha,
  ESTADO_TRABALHO_LABELS,
  ESTADOS_TRABALHO_FINAIS,
  type Importacao,
  progressPercent,
  type TipoImplantacao,
} from '@gp/shared-contracts';
import { DataTable, type DataTableColumn, formatDateTime, reportFailure, useToast } from '@gp/shared-ui';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Progress,
  Select,
  Statistic,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTrabalho } from '../../components/trabalho-api.js';
import type { patrimonioPaths } from '../../paths.js';
import { useRemote } from '../../session/remote-context.js';
import { baixarErros, useDesfazer, useGravar, useInvalidateImplantacao } from './api.js';
import { codificacaoLabel, contagem, dataBr, PALAVRAS, separadorLabel } from './implantacao.js';
import { frasesCriados, ListaCriacoes } from './implantacao-opcoes.js';

/** The preview: how the file was read and its first rows as decoded (the sheet chooser for an XLSX). */
export function PassoPrevia({ imp, onAba }: { imp: Importacao; onAba: (aba: string) => void }) {
  type Linha = { key: string } & Record<string, string | null>;
  const linhas = useMemo<Linha[]>(
    () =>
      imp.amostra.map((l, i) => ({
        key: String(i),
        ...Object.fromEntries(imp.cabecalho.map((_c, j) => [`c${j}`, l[j] ?? null])),
      })),
    [imp],
  );
  const columns = useMemo<DataTableColumn<Linha>[]>(
    () =>
      imp.cabecalho.map((c, j) => ({
        title: c,
        dataIndex: `c${j}`,
        key: `c${j}`,
        render: (v: string | null) => v ?? '',
      })),
    [imp.cabecalho],
  );
  return (
    <Flex vertical gap="middle">
      <Card size="small" title="Arquivo">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Arquivo">{imp.nome}</Descriptions.Item>
          <Descriptions.Item label="Formato">{imp.formato.toUpperCase()}</Descriptions.Item>
          <Descriptions.Item label="Tamanho">{`${imp.tamanho.toLocaleString('pt-BR')} bytes`}</Descriptions.Item>
          <Descriptions.Item label="Codificação">{codificacaoLabel(imp)}</Descriptions.Item>
          {imp.formato === 'csv' ? (
            <Descriptions.Item label="Separador">{separadorLabel(imp.separador)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Colunas">
            {imp.cabecalho.length.toLocaleString('pt-BR')}
          </Descriptions.Item>
          <Descriptions.Item label="Data de corte">
            {imp.corte ? dataBr(imp.corte) : 'Mês de implantação não definido'}
          </Descriptions.Item>
        </Descriptions>
        {imp.abas.length > 1 ? (
          <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
            <Typography.Text id="implantacao-aba">Planilha</Typography.Text>
            <Select
              aria-labelledby="implantacao-aba"
              style={{ minWidth: 220 }}
              value={imp.aba}
              onChange={onAba}
              options={imp.abas.map((a) => ({ value: a, label: a }))}
            />
            <Typography.Text type="secondary">
              {`O arquivo tem ${imp.abas.length.toLocaleString('pt-BR')} planilhas: escolha a do cadastro.`}
            </Typography.Text>
          </Flex>
        ) : null}
      </Card>
      <Card size="small" title={`Primeiras ${contagem(linhas.length, 'linha', 'linhas')} do arquivo`}>
        <DataTable<Linha>
          label="Prévia do arquivo"
          size="small"
          rowKey="key"
          columns={columns}
          data={linhas}
          scroll={{ x: 'max-content' }}
          emptyText="O arquivo só tem o cabeçalho: nenhuma linha de dados."
        />
      </Card>
    </Flex>
  );
}

type ErroRow = ErroLinha & { key: string };
const ERRO_COLUMNS: DataTableColumn<ErroRow>[] = [
  {
    title: 'Linha',
    dataIndex: 'linha',
    key: 'linha',
    width: 80,
    align: 'right',
    render: (n: number) => n.toLocaleString('pt-BR'),
  },
  { title: 'Campo', dataIndex: 'campo', key: 'campo', width: 200 },
  { title: 'Mensagem', dataIndex: 'mensagem', key: 'mensagem' },
];

/** The dry run's result: the counts, the rows with errors and their CSV, and the commit when allowed. */
export function PassoSimulacao({ imp, onGravando }: { imp: Importacao; onGravando: () => void }) {
  const { api } = useRemote();
  const toast = useToast();
  const gravar = useGravar(imp.id);
  const [baixando, setBaixando] = useState(false);
  const resumo = imp.resumo;
  const erros = useMemo<ErroRow[]>(
    () => (resumo?.erros ?? []).map((e, i) => ({ ...e, key: `${e.linha}-${i}` })),
    [resumo],
  );
  if (!resumo) return <Alert type="info" showIcon message="Valide o mapeamento para ver a simulação." />;

  const iniciar = async () => {
    try {
      await gravar.mutateAsync(undefined);
      onGravando();
    } catch (error) {
      reportFailure(toast, error);
    }
  };
  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarErros(api, imp);
    } catch (error) {
      reportFailure(toast, error);
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small" title="Resultado da simulação">
        <Typography.Paragraph type="secondary">Nada foi gravado ainda.</Typography.Paragraph>
        <Flex gap="large" wrap>
          <Statistic title="Linhas" value={resumo.total} groupSeparator="." />
          <Statistic
            title="Prontas para gravar"
            value={resumo.validas}
            groupSeparator="."
            valueStyle={{ color: '#237804' }}
          />
          <Statistic
            title="Com erro"
            value={resumo.com_erro}
            groupSeparator="."
            valueStyle={resumo.com_erro ? { color: '#a8071a' } : undefined}
          />
          <Statistic
            title={PALAVRAS[imp.tipo].jaImportadas}
            value={resumo.ja_importadas}
            groupSeparator="."
          />
        </Flex>
      </Card>
      <ListaCriacoes titulo="Serão criados na gravação" criacoes={resumo.criar} />
      {resumo.avisos?.length ? (
        <Card size="small" title="Avisos por linha">
          <DataTable<ErroRow>
            label="Avisos por linha"
            size="small"
            rowKey="key"
            columns={ERRO_COLUMNS}
            data={resumo.avisos.map((a, i) => ({ ...a, key: `${a.linha}-${i}` }))}
          />
        </Card>
      ) : null}
      {resumo.com_erro > 0 ? (
        <Card size="small" title="Linhas com erro">
          <Flex vertical gap="small">
            <Button
              icon={<DownloadOutlined />}
              loading={baixando}
              onClick={() => void baixar()}
              style={{ alignSelf: 'flex-start' }}
            >
              Baixar CSV de erros
            </Button>
            <Typography.Text type="secondary">
              {resumo.erros.length < resumo.com_erro
                ? `As primeiras ${contagem(resumo.erros.length, 'mensagem', 'mensagens')}; o CSV traz todas as linhas com erro, como estão no arquivo.`
                : 'O CSV traz cada linha com erro como está no arquivo, com a mensagem: corrija e envie de novo.'}
            </Typography.Text>
            <DataTable<ErroRow>
              label="Erros por linha"
              size="small"
              rowKey="key"
              columns={ERRO_COLUMNS}
              data={erros}
            />
          </Flex>
        </Card>
      ) : null}
      {imp.acoes.gravar.permitido ? (
        <Flex gap="small" align="center" wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={gravar.isPending}
            onClick={() => void iniciar()}
          >
            {`Gravar ${contagem(resumo.validas, PALAVRAS[imp.tipo].um, PALAVRAS[imp.tipo].varios)}`}
          </Button>
          <Typography.Text type="secondary">
            {resumo.com_erro
              ? 'As linhas com erro ficam de fora; corrigidas, entram num novo envio do arquivo.'
              : 'Todas as linhas serão gravadas.'}
            {imp.corte ? ` Saldo de abertura em ${dataBr(imp.corte)}.` : ''}
          </Typography.Text>
        </Flex>
      ) : imp.acoes.gravar.motivo ? (
        <Alert type="warning" showIcon message={imp.acoes.gravar.motivo} />
      ) : null}
    </Flex>
  );
}

/** The commit's job followed until it ends; then the import is read again (its state and counts). */
function TrabalhoGravacao({ id }: { id: string }) {
  const job = useTrabalho(id).data;
  const refresh = useInvalidateImplantacao();
  const terminou = job ? ESTADOS_TRABALHO_FINAIS.includes(job.estado) : false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the job ends
  useEffect(() => {
    if (terminou) void refresh();
  }, [terminou]);
  if (!job) return <Progress percent={0} status="active" aria-label="Progresso da gravação" />;
  const percent = progressPercent(job);
  if (job.estado === 'falhou' || job.estado === 'cancelado')
    return (
      <Alert
        type="error"
        showIcon
        message={`A gravação ${ESTADO_TRABALHO_LABELS[job.estado].toLowerCase()}.`}
        description={job.erro}
      />
    );
  return (
    <div data-testid="implantacao-trabalho">
      <Progress
        percent={percent ?? 100}
        status={terminou ? 'success' : 'active'}
        showInfo={percent !== null}
        aria-label="Progresso da gravação"
      />
      <Typography.Text type="secondary">
        {job.progresso.mensagem ?? ESTADO_TRABALHO_LABELS[job.estado]}
      </Typography.Text>
    </div>
  );
}

/** The commit: its job while it writes, then what was written, the assets' list and the undo when allowed. */
type Paths = ReturnType<typeof patrimonioPaths>;
/** Where each register's records are seen after the commit. */
const VER: Record<TipoImplantacao, { caminho: (p: Paths) => string; texto: string }> = {
  bens: { caminho: (p) => p.bens(), texto: 'Ver os bens patrimoniais' },
  fornecedores: { caminho: (p) => p.fornecedores(), texto: 'Ver os fornecedores' },
  veiculos: { caminho: (p) => p.veiculos(), texto: 'Ver os veículos e equipamentos' },
  ncm: { caminho: (p) => p.ncm(), texto: 'Ver as referências NCM' },
  // The works' list is the Obras area's, beside this one (/app/patrimonio → /app/obras).
  obras: {
    caminho: (p) => `${p.bens().slice(0, p.bens().lastIndexOf('/'))}/obras/obra`,
    texto: 'Ver as obras',
  },
};
/** When each register's import can still be undone (the rule the API applies). */
const DESFAZER: Record<TipoImplantacao, string> = {
  bens: 'Possível enquanto nenhum mês de depreciação incluir estes bens e nenhuma outra movimentação os tocar. Secretarias, setores e fornecedores criados por ela saem também, se nada mais os usar.',
  fornecedores: 'Possível enquanto nenhum bem usar estes fornecedores.',
  veiculos: 'Possível enquanto nenhum destes veículos for alterado no cadastro.',
  ncm: 'Possível enquanto nenhum bem usar estes códigos NCM.',
  obras:
    'Possível enquanto nada for registrado nestas obras (medições, acompanhamentos, aditivos, ordens de serviço…) e nenhuma for alterada.',
};

export function PassoGravacao({ imp }: { imp: Importacao }) {
  const { paths } = useRemote();
  const toast = useToast();
  const desfazer = useDesfazer(imp.id);
  const resumo = imp.resumo;

  const executarDesfazer = async () => {
    try {
      const r = await desfazer.mutateAsync(undefined);
      toast.success(r.message);
    } catch (error) {
      reportFailure(toast, error);
    }
  };

  // While it writes, its job; a job that failed leaves the import validated, and says why.
  if (imp.situacao === 'gravando' || (imp.situacao === 'validada' && imp.trabalho_id))
    return (
      <Card size="small" title={imp.situacao === 'gravando' ? 'Gravando' : 'Gravação'}>
        {imp.trabalho_id ? <TrabalhoGravacao id={imp.trabalho_id} /> : null}
      </Card>
    );
  if (imp.situacao === 'desfeita')
    return (
      <Alert
        type="info"
        showIcon
        message={`Importação desfeita: os ${PALAVRAS[imp.tipo].varios} que ela gravou foram removidos.`}
        description="Para trazer o cadastro de novo, envie o arquivo numa nova importação."
      />
    );
  if (imp.situacao !== 'gravada' || !resumo)
    return <Alert type="info" showIcon message="Grave as linhas válidas na etapa da simulação." />;
  return (
    <Flex vertical gap="middle">
      <Alert
        type="success"
        showIcon
        message={`Importação gravada: ${contagem(resumo.gravadas, PALAVRAS[imp.tipo].gravado, PALAVRAS[imp.tipo].gravados)}.`}
        description={
          <Flex vertical gap={4}>
            {resumo.ja_importadas ? (
              <span>{`${contagem(resumo.ja_importadas, 'linha já estava', 'linhas já estavam')} no cadastro e não foram gravadas de novo.`}</span>
            ) : null}
            {resumo.com_erro ? (
              <span>{`${contagem(resumo.com_erro, 'linha com erro ficou', 'linhas com erro ficaram')} de fora.`}</span>
            ) : null}
            {frasesCriados(resumo.criados) ? <span>{frasesCriados(resumo.criados)}</span> : null}
            {imp.corte ? (
              <span>{`Cada bem entrou com a incorporação do tipo Implantação em ${dataBr(imp.corte)}.`}</span>
            ) : null}
            <Link to={VER[imp.tipo].caminho(paths)}>{VER[imp.tipo].texto}</Link>
          </Flex>
        }
      />
      {imp.acoes.desfazer.permitido ? (
        <Flex gap="small" align="center" wrap>
          <Popconfirm
            title="Desfazer a importação?"
            description={`Os ${contagem(resumo.gravadas, PALAVRAS[imp.tipo].gravado, PALAVRAS[imp.tipo].gravados)} por ela serão removidos.`}
            okText="Desfazer"
            okButtonProps={{ danger: true }}
            cancelText="Voltar"
            onConfirm={() => executarDesfazer()}
          >
            <Button danger icon={<RollbackOutlined />} loading={desfazer.isPending}>
              Desfazer
            </Button>
          </Popconfirm>
          <Typography.Text type="secondary">{DESFAZER[imp.tipo]}</Typography.Text>
        </Flex>
      ) : imp.acoes.desfazer.motivo ? (
        <Typography.Text type="secondary">{imp.acoes.desfazer.motivo}</Typography.Text>
      ) : null}
      <Typography.Text type="secondary">{`Enviada em ${formatDateTime(imp.criado_em)}.`}</Typography.Text>
    </Flex>
  );
}
