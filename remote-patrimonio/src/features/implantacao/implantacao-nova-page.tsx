import { InboxOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import { TIPO_IMPLANTACAO_LABELS, TIPOS_IMPLANTACAO, type TipoImplantacao } from '@gp/shared-contracts';
import { PageTitle, useListQuery } from '@gp/shared-ui/list';
import { Alert, Button, Card, Flex, Progress, Radio, Steps, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ClientCard, useRemote, useUpload } from '../../session/remote-context.js';
import { lerImportacao, uploadPath, useImportacoes, useInvalidateImplantacao } from './api.js';
import { PASSO, PASSOS } from './implantacao.js';

/** What the upload accepts: the API checks the content (a real CSV/TXT or XLSX), up to 50 MB. */
const ACCEPT =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Envio = { nome: string; percentual: number; erro: string | null };

/**
 * /app/patrimonio/implantacao/nova: the wizard's first step, the file. One CSV or XLSX sent with its
 * progress; the API answers the preview and the wizard opens on it (the same file sent again opens the
 * import it already is). The register the file brings in is chosen before it, among those the API
 * says the caller may bring in (each needs the create rule of its own screen); support chooses the
 * client first.
 */
export function ImplantacaoNovaPage() {
  const { paths, session } = useRemote();
  const list = useListQuery();
  const navigate = useNavigate();
  const send = useUpload();
  const refresh = useInvalidateImplantacao();
  const [envio, setEnvio] = useState<Envio | null>(null);
  // `?tipo=obras`: opened from another area's list (the works'), with its register chosen.
  const [params] = useSearchParams();
  const pedido = params.get('tipo') as TipoImplantacao | null;
  const [tipo, setTipo] = useState<TipoImplantacao>(
    pedido && TIPOS_IMPLANTACAO.includes(pedido) ? pedido : 'bens',
  );
  const cancelar = useRef<AbortController | null>(null);
  const isSuporte = session.local?.permissions.isSuporte ?? false;
  const clienteId = list.clientId ?? null;
  const pronto = !isSuporte || clienteId !== null;
  const importacoes = useImportacoes(isSuporte ? clienteId : null);
  const tipos = (importacoes.data?.tipos ?? []).filter((t) => t.permitido);
  const enviando = envio !== null && envio.erro === null;

  async function enviar(file: File) {
    const controle = new AbortController();
    cancelar.current = controle;
    setEnvio({ nome: file.name, percentual: 0, erro: null });
    try {
      const answer = await send(
        uploadPath(isSuporte ? clienteId : null, tipo),
        file,
        (percentual) => setEnvio((e) => (e ? { ...e, percentual } : e)),
        controle.signal,
      );
      const imp = await lerImportacao(answer);
      await refresh();
      navigate(paths.implantacao(imp.id));
    } catch (error) {
      const erro = error instanceof Error ? error.message : 'Não foi possível enviar o arquivo.';
      setEnvio({ nome: file.name, percentual: 0, erro });
    } finally {
      cancelar.current = null;
    }
  }

  return (
    <PageContainer
      title={<PageTitle>Nova importação</PageTitle>}
      subTitle="O cadastro antigo (bens, fornecedores, veículos, NCM, obras), de uma planilha CSV ou XLSX"
    >
      <Flex vertical gap="middle">
        <Card size="small">
          <Steps size="small" current={PASSO.arquivo} items={PASSOS.map((title) => ({ title }))} />
        </Card>
        {isSuporte ? <ClientCard list={list} /> : null}
        {!pronto ? (
          <Alert type="info" showIcon message="Escolha o cliente cujo cadastro será importado." />
        ) : (
          <Card size="small" title="Arquivo">
            <Flex vertical gap="middle">
              <Flex vertical gap={4}>
                <Typography.Text id="implantacao-tipo">Cadastro que o arquivo traz</Typography.Text>
                <Radio.Group
                  aria-labelledby="implantacao-tipo"
                  value={tipo}
                  disabled={enviando}
                  onChange={(e) => setTipo(e.target.value as TipoImplantacao)}
                  options={tipos.map((t) => ({ value: t.tipo, label: TIPO_IMPLANTACAO_LABELS[t.tipo] }))}
                />
              </Flex>
              <Upload.Dragger
                accept={ACCEPT}
                showUploadList={false}
                disabled={enviando}
                beforeUpload={(file) => {
                  void enviar(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">Clique ou arraste a planilha para esta área</p>
                <p className="ant-upload-hint">
                  CSV (separado por ponto e vírgula, vírgula, tabulação ou barra) ou XLSX, até 50 MB e 200.000
                  linhas. A primeira linha é o cabeçalho. Acentos são lidos em UTF-8 ou Windows-1252.
                </p>
              </Upload.Dragger>
              {envio ? (
                <section aria-label="Envio do arquivo">
                  <Typography.Text strong>{envio.nome}</Typography.Text>
                  {envio.erro ? (
                    <Alert type="error" showIcon message={envio.erro} style={{ marginTop: 8 }} />
                  ) : (
                    <Flex align="center" gap="small">
                      <Progress
                        percent={envio.percentual}
                        status="active"
                        aria-label={`Envio de ${envio.nome}`}
                        style={{ flex: 1 }}
                      />
                      <Button size="small" onClick={() => cancelar.current?.abort()}>
                        Cancelar
                      </Button>
                    </Flex>
                  )}
                  {enviando && envio.percentual === 100 ? (
                    <Typography.Text type="secondary">Lendo o arquivo...</Typography.Text>
                  ) : null}
                </section>
              ) : null}
            </Flex>
          </Card>
        )}
      </Flex>
    </PageContainer>
  );
}
