import { errorMessage, type NfeNota, type XmlIncorporacao, type XmlNota } from '@gp/shared-contracts';
import {
  FieldLabels,
  type Issue,
  LoadError,
  reportFailure,
  serverIssues,
  useToast,
  useValueConfirmation,
} from '@gp/shared-ui';
import { Button, Flex, Form, Steps, theme } from 'antd';
import { isHTTPError } from 'ky';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBemUtils } from '../../components/bem-api.js';
import { useIncorporarXmlNota } from './api.js';
import {
  type IncorporacaoValues,
  PASSOS,
  passoDo,
  problemas,
  problemasDoPasso,
  ratear,
  toIncorporarBody,
  valoresIniciais,
} from './incorporacao.js';
import {
  IssuesAlert,
  issueProps,
  PassoConfirmar,
  PassoCustos,
  PassoDestino,
  PassoFornecedor,
  PassoItens,
} from './incorporacao-passos.js';

type IncorporacaoWizardProps = {
  nota: XmlNota;
  nfe: NfeNota;
  /** After the API incorporated the note: the supplier and the assets it made. */
  onIncorporada: (resultado: XmlIncorporacao) => void;
};

/** The API's refusal of the last 'Incorporar': its message and the fields it names. */
type Recusa = { message: string; issues: Issue[] };

const TODOS = PASSOS.map((_, index) => index);

/**
 * The incorporation of a pending note in five steps (Fornecedor, Itens, Custos, Destino, Confirmar). One
 * form holds every step's answers, so going back and forth loses nothing; a step's problems are shown once
 * 'Próximo' (or 'Incorporar') has checked it, and 'Incorporar' checks everything and opens the first step
 * with a problem. The rules are incorporacao.ts's; the API answers the same way.
 */
export function IncorporacaoWizard({ nota, nfe, onIncorporada }: IncorporacaoWizardProps) {
  const toast = useToast();
  const { token } = theme.useToken();
  const utils = useBemUtils(nota.cliente_id);
  const incorporar = useIncorporarXmlNota(nota.id);
  /** An asset value above the client's ceiling is confirmed by the user before the note is incorporated. */
  const { confirmValue, dialog: confirmValorDialog } = useValueConfirmation();
  const [form] = Form.useForm<IncorporacaoValues>();
  // The proposal is made once: a refetch of the note never resets what the user chose.
  const [iniciais] = useState(() => valoresIniciais(nota));
  const watched = Form.useWatch((all: IncorporacaoValues) => all, { form, preserve: true });
  const values = watched?.itens ? watched : iniciais;
  const [passo, setPasso] = useState(0);
  const [conferidos, setConferidos] = useState<ReadonlySet<number>>(new Set());
  const [recusa, setRecusa] = useState<Recusa | null>(null);
  const panel = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const rateio = useMemo(() => ratear(nfe, values), [nfe, values]);
  const issues = useMemo(() => {
    const locais = problemas(nfe, values).filter((i) => conferidos.has(passoDo(i.path)));
    const daApi = (recusa?.issues ?? []).filter((i) => !locais.some((l) => l.path === i.path));
    return [...locais, ...daApi];
  }, [nfe, values, conferidos, recusa]);
  const issue = useMemo(() => issueProps(issues), [issues]);
  const label = useCallback(
    (name: string, text: ReactNode) => (
      <span style={issues.some((i) => i.path === name) ? { color: token.colorError } : undefined}>
        {text}
      </span>
    ),
    [issues, token.colorError],
  );

  // A keyboard user who moved to another step lands on it, not on the button that moved them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) panel.current?.focus();
  }, [passo]);

  const irPara = (next: number) => {
    moved.current = true;
    setPasso(next);
  };

  const conferir = (passos: readonly number[]) =>
    setConferidos((current) => new Set([...current, ...passos]));

  const proximo = () => {
    conferir([passo]);
    if (problemasDoPasso(problemas(nfe, values), passo).length === 0) irPara(passo + 1);
  };

  const enviar = async () => {
    if (incorporar.isPending) return;
    const result = toIncorporarBody(nota, form.getFieldsValue(true) as IncorporacaoValues);
    if ('issues' in result) {
      conferir(TODOS);
      irPara(Math.min(...result.issues.map((i) => passoDo(i.path))));
      toast.checkFields();
      return;
    }
    setRecusa(null);
    try {
      const body = result.body;
      const sent = await confirmValue((confirmado) =>
        incorporar.mutateAsync(confirmado ? { ...body, confirmar_valor: true } : body),
      );
      if (!sent.confirmed) return;
      const resultado = sent.value;
      toast.success(
        resultado.bens.length === 1
          ? 'Nota incorporada com sucesso! 1 bem cadastrado.'
          : `Nota incorporada com sucesso! ${resultado.bens.length} bens cadastrados.`,
      );
      onIncorporada(resultado);
    } catch (error) {
      if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) {
        setRecusa({ message: await errorMessage(error), issues: await serverIssues(error) });
      } else reportFailure(toast, error);
    }
  };

  const doPasso = problemasDoPasso(issues, passo);
  const ultimo = passo === PASSOS.length - 1;
  const content = [
    <PassoFornecedor key="fornecedor" nota={nota} nfe={nfe} />,
    <PassoItens key="itens" nota={nota} nfe={nfe} values={values} utils={utils.data} issue={issue} />,
    <PassoCustos key="custos" nfe={nfe} rateio={rateio} />,
    <PassoDestino key="destino" form={form} values={values} utils={utils.data} issue={issue} />,
    <PassoConfirmar
      key="confirmar"
      nota={nota}
      nfe={nfe}
      values={values}
      rateio={rateio}
      utils={utils.data}
    />,
  ][passo];

  return (
    <Flex vertical gap="middle">
      <Steps
        current={passo}
        onChange={irPara}
        size="small"
        items={PASSOS.map((title, index) => ({
          title,
          status:
            index !== passo && problemasDoPasso(issues, index).length > 0 ? ('error' as const) : undefined,
        }))}
      />
      {utils.isError ? (
        <LoadError
          message="Não foi possível carregar as categorias, secretarias e setores do cliente."
          onRetry={() => utils.refetch()}
        />
      ) : null}
      <Form<IncorporacaoValues>
        form={form}
        layout="vertical"
        initialValues={iniciais}
        aria-label="Incorporação da nota"
        onValuesChange={(changed: Partial<IncorporacaoValues>) => {
          // What the API refused goes once the field it named is changed.
          if (recusa?.issues.length) {
            const touched = Object.keys(changed);
            setRecusa({
              ...recusa,
              issues: recusa.issues.filter((i) => !touched.includes(i.path.split('.')[0] ?? '')),
            });
          }
        }}
      >
        <FieldLabels label={label}>
          <section ref={panel} tabIndex={-1} aria-label={PASSOS[passo]} style={{ outline: 'none' }}>
            <Flex vertical gap="middle">
              {ultimo ? (
                <IssuesAlert issues={recusa ? recusa.issues : doPasso} message={recusa?.message} />
              ) : (
                <IssuesAlert issues={doPasso} />
              )}
              {content}
            </Flex>
          </section>
        </FieldLabels>
      </Form>
      <Flex justify="space-between" gap="small">
        <Button disabled={passo === 0} onClick={() => irPara(passo - 1)}>
          Voltar
        </Button>
        {ultimo ? (
          <Button type="primary" loading={incorporar.isPending} onClick={enviar}>
            Incorporar
          </Button>
        ) : (
          <Button type="primary" onClick={proximo}>
            Próximo
          </Button>
        )}
      </Flex>
      {confirmValorDialog}
    </Flex>
  );
}
