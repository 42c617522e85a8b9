import { CheckCircleOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-layout';
import type { Importacao, Mapeamento, OpcoesImplantacao } from '@gp/shared-contracts';
import { LoadError, reportFailure, useToast } from '@gp/shared-ui';
import { PageTitle } from '@gp/shared-ui/list';
import { Alert, Button, Card, Flex, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRemote } from '../../session/remote-context.js';
import { useImportacao, useValidar } from './api.js';
import {
  comSugestoes,
  mapeamentoInicial,
  PASSO,
  PASSOS,
  passoDe,
  problemasPorCampo,
  situacoesPendentes,
  ultimoPasso,
} from './implantacao.js';
import { PassoMapeamento } from './implantacao-mapeamento.js';
import { OpcoesCriacao } from './implantacao-opcoes.js';
import { PassoGravacao, PassoPrevia, PassoSimulacao } from './implantacao-passos.js';
import { ConfirmacaoSituacoes } from './implantacao-situacoes.js';
import { SituacaoTag } from './situacao-tag.js';

/** The mapping step's footer: the dry run when the API allows it, else why not. */
function Validar({
  imp,
  mapeamento,
  opcoes,
  onMapeamento,
  onValidada,
}: {
  imp: Importacao;
  mapeamento: Mapeamento;
  opcoes: OpcoesImplantacao;
  /** The mapping as sent (works: with the situações shown confirmed). */
  onMapeamento: (m: Mapeamento) => void;
  onValidada: (validada: Importacao) => void;
}) {
  const toast = useToast();
  const validar = useValidar(imp.id);
  if (!imp.acoes.validar.permitido)
    return imp.acoes.validar.motivo ? (
      <Alert type="warning" showIcon message={imp.acoes.validar.motivo} />
    ) : null;
  const enviar = async () => {
    const problemas = Object.values(problemasPorCampo(mapeamento, imp.cabecalho, imp.tipo));
    if (problemas.length) {
      toast.error(`Corrija o mapeamento: ${problemas[0]}`);
      return;
    }
    // Works: the situações the table shows as suggested are confirmed by validating.
    const enviado = imp.tipo === 'obras' ? comSugestoes(mapeamento, imp.resumo?.situacoes) : mapeamento;
    onMapeamento(enviado);
    try {
      onValidada(await validar.mutateAsync({ aba: imp.aba, mapeamento: enviado, opcoes }));
    } catch (error) {
      reportFailure(toast, error);
    }
  };
  return (
    <Flex>
      <Button
        type="primary"
        icon={<CheckCircleOutlined />}
        loading={validar.isPending}
        onClick={() => void enviar()}
      >
        Validar (simulação)
      </Button>
    </Flex>
  );
}

/**
 * /app/patrimonio/implantacao/{id}: one import through the wizard's steps — the preview of the decoded
 * rows, the mapping (suggested, from a preset, saved as one), the dry run with its errors, the commit as a
 * job and the undo. It opens on the step the import's state left it; what may be done comes from the
 * API's `acoes`, computed by the rules its calls enforce (docs/domain.md, "Implantação").
 */
export function ImplantacaoPage() {
  const { id } = useParams();
  const { access } = useRemote();
  const toast = useToast();
  const [aba, setAba] = useState<string | null>(null);
  const importacao = useImportacao(id, aba);
  const imp = importacao.data;
  const [passo, setPasso] = useState<number | null>(null);
  const [mapeamento, setMapeamento] = useState<Mapeamento | null>(null);
  const [opcoes, setOpcoes] = useState<OpcoesImplantacao | null>(null);
  const painel = useRef<HTMLElement>(null);
  const movido = useRef(false);

  // The mapping starts from the import's (or the suggestion) once per import and sheet.
  const chave = imp ? `${imp.id}:${imp.aba ?? ''}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the import or its sheet changes
  useEffect(() => {
    if (!imp) return;
    setMapeamento(mapeamentoInicial(imp));
    setOpcoes(imp.opcoes);
    setPasso((p) => p ?? passoDe(imp));
  }, [chave]);
  // A keyboard user who moved to another step lands on it, not on the button that moved them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (movido.current) painel.current?.focus();
  }, [passo]);

  const irPara = (p: number) => {
    movido.current = true;
    setPasso(p);
  };

  if (importacao.isError && !imp)
    return (
      <PageContainer title={<PageTitle>Implantação</PageTitle>}>
        <LoadError message="Não foi possível carregar a importação." onRetry={() => importacao.refetch()} />
      </PageContainer>
    );

  const atual = passo ?? (imp ? passoDe(imp) : PASSO.previa);
  const limite = imp ? ultimoPasso(imp) : PASSO.previa;
  return (
    <PageContainer
      title={<PageTitle>{imp ? `Implantação: ${imp.nome}` : 'Implantação'}</PageTitle>}
      subTitle={imp ? <SituacaoTag situacao={imp.situacao} /> : undefined}
      loading={importacao.isPending}
    >
      {imp && mapeamento && opcoes ? (
        <Flex vertical gap="middle">
          <Card size="small">
            <Steps
              size="small"
              current={atual}
              onChange={(p) => (p >= PASSO.previa && p <= limite ? irPara(p) : undefined)}
              items={PASSOS.map((title, i) => ({
                title,
                disabled: i === PASSO.arquivo || i > limite,
              }))}
            />
          </Card>
          <section
            ref={painel}
            tabIndex={-1}
            aria-label={`Etapa: ${PASSOS[atual]}`}
            style={{ outline: 'none' }}
          >
            {atual === PASSO.previa ? (
              <Flex vertical gap="middle">
                <PassoPrevia imp={imp} onAba={setAba} />
                <Flex>
                  <Button type="primary" onClick={() => irPara(PASSO.mapeamento)}>
                    Próximo: mapeamento
                  </Button>
                </Flex>
              </Flex>
            ) : atual === PASSO.mapeamento ? (
              <Flex vertical gap="middle">
                <PassoMapeamento
                  imp={imp}
                  mapeamento={mapeamento}
                  onChange={setMapeamento}
                  podeSalvar={access.implantacao.create}
                />
                <ConfirmacaoSituacoes imp={imp} mapeamento={mapeamento} onChange={setMapeamento} />
                {imp.acoes.validar.permitido ? (
                  <OpcoesCriacao imp={imp} opcoes={opcoes} onChange={setOpcoes} />
                ) : null}
                <Validar
                  imp={imp}
                  mapeamento={mapeamento}
                  opcoes={opcoes}
                  onMapeamento={setMapeamento}
                  onValidada={(validada) => {
                    // Works whose file has situações not confirmed yet stay here to confirm them.
                    if (situacoesPendentes(validada).length)
                      toast.warning('Confirme as situações das obras do arquivo e valide de novo.');
                    else irPara(PASSO.simulacao);
                  }}
                />
              </Flex>
            ) : atual === PASSO.simulacao ? (
              <PassoSimulacao imp={imp} onGravando={() => irPara(PASSO.gravacao)} />
            ) : (
              <PassoGravacao imp={imp} />
            )}
          </section>
        </Flex>
      ) : null}
    </PageContainer>
  );
}
