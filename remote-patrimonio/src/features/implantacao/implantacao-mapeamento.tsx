import { SaveOutlined } from '@ant-design/icons';
import {
  CAMPO_IMPLANTACAO_LABELS,
  CAMPOS_POR_TIPO,
  type Importacao,
  type Mapeamento,
  OBRIGATORIOS_POR_TIPO,
} from '@gp/shared-contracts';
import { reportFailure, useToast } from '@gp/shared-ui';
import { Alert, Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useModelos, useSalvarModelo } from './api.js';
import { aplicarModelo, comOrigem, exemploDe, problemasPorCampo } from './implantacao.js';

/** The fields card's title, in the register's words. */
const TITULO_CAMPOS: Record<Importacao['tipo'], string> = {
  bens: 'Campos do bem',
  fornecedores: 'Campos do fornecedor',
  veiculos: 'Campos do veículo ou equipamento',
  ncm: 'Campos da referência NCM',
  obras: 'Campos da obra',
};

type MapeamentoProps = {
  imp: Importacao;
  mapeamento: Mapeamento;
  onChange: (m: Mapeamento) => void;
  /** Saving a preset is a write of the `implantacao` rules (create). */
  podeSalvar: boolean;
};

/** The presets: the shipped ones (e-Cidade) and the client's, applied to this file's header. */
function Modelos({ imp, mapeamento, onChange, podeSalvar }: MapeamentoProps) {
  const toast = useToast();
  const modelos = useModelos(imp.cliente_id, imp.tipo);
  const salvar = useSalvarModelo(imp.cliente_id);
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [ausentes, setAusentes] = useState<string[]>([]);
  const [nome, setNome] = useState('');
  const lista = modelos.data?.data ?? [];

  const aplicar = (nomeModelo: string) => {
    const modelo = lista.find((m) => m.nome === nomeModelo);
    if (!modelo) return;
    const aplicado = aplicarModelo(modelo.mapeamento, imp.cabecalho);
    setEscolhido(nomeModelo);
    setAusentes(aplicado.ausentes);
    onChange(aplicado.mapeamento);
  };

  const salvarModelo = async () => {
    if (!nome.trim()) {
      toast.error('Informe o nome do modelo.');
      return;
    }
    try {
      const salvo = await salvar.mutateAsync({ nome: nome.trim(), mapeamento });
      toast.success(`Modelo "${salvo.nome}" salvo.`);
      setNome('');
    } catch (error) {
      reportFailure(toast, error);
    }
  };

  return (
    <Flex gap="middle" wrap align="flex-end">
      <Flex vertical gap={4} style={{ minWidth: 240 }}>
        <Typography.Text id="implantacao-modelo">Modelo de mapeamento</Typography.Text>
        <Select
          aria-labelledby="implantacao-modelo"
          placeholder={modelos.isError ? 'Modelos indisponíveis' : 'Escolha um modelo'}
          loading={modelos.isPending}
          value={escolhido}
          onChange={aplicar}
          options={lista.map((m) => ({
            value: m.nome,
            label: m.padrao ? `${m.nome} (do sistema)` : m.nome,
          }))}
        />
      </Flex>
      {podeSalvar ? (
        <Space.Compact style={{ minWidth: 280, flex: 1, maxWidth: 420 }}>
          <Input
            aria-label="Nome do novo modelo"
            placeholder="Salvar este mapeamento como..."
            maxLength={80}
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            onPressEnter={() => void salvarModelo()}
          />
          <Button icon={<SaveOutlined />} loading={salvar.isPending} onClick={() => void salvarModelo()}>
            Salvar modelo
          </Button>
        </Space.Compact>
      ) : null}
      {ausentes.length ? (
        <Alert
          style={{ flexBasis: '100%' }}
          type="warning"
          showIcon
          message={`O arquivo não tem ${ausentes.length === 1 ? 'a coluna' : 'as colunas'} ${ausentes.map((c) => `"${c}"`).join(', ')} do modelo: escolha outra para o campo ou deixe-o vazio.`}
        />
      ) : null}
    </Flex>
  );
}

/**
 * The mapping step: each field of the asset with the column it comes from (the API's suggestion
 * pre-filled) or a fixed value for every row, a sample of the column, and what the API would refuse
 * (a column chosen twice, a required field without a source) beside the field.
 */
export function PassoMapeamento(props: MapeamentoProps) {
  const { imp, mapeamento, onChange } = props;
  const problemas = problemasPorCampo(mapeamento, imp.cabecalho, imp.tipo);
  const colunas = imp.cabecalho.map((c) => ({ value: c, label: c }));
  return (
    <Flex vertical gap="middle">
      <Modelos {...props} />
      <Card size="small" title={TITULO_CAMPOS[imp.tipo]}>
        <section aria-label="Mapeamento das colunas">
          {CAMPOS_POR_TIPO[imp.tipo].map((campo) => {
            const origem = mapeamento.campos[campo];
            const problema = problemas[campo];
            const exemplo = exemploDe(imp, origem?.coluna);
            const rotulo = CAMPO_IMPLANTACAO_LABELS[campo];
            return (
              <Flex
                key={campo}
                gap="small"
                wrap
                align="flex-start"
                data-campo={campo}
                style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <div style={{ flex: '1 1 220px', minWidth: 200, paddingTop: 5 }}>
                  <Typography.Text>
                    {rotulo}
                    {OBRIGATORIOS_POR_TIPO[imp.tipo].includes(campo) ? (
                      <Typography.Text type="danger"> *</Typography.Text>
                    ) : null}
                  </Typography.Text>
                </div>
                <Flex vertical gap={2} style={{ flex: '2 1 240px', minWidth: 200 }}>
                  <Select
                    allowClear
                    showSearch
                    aria-label={`Coluna de ${rotulo}`}
                    placeholder="Nenhuma coluna"
                    status={problema ? 'error' : undefined}
                    value={origem?.coluna ?? null}
                    options={colunas}
                    onChange={(coluna: string | undefined) =>
                      onChange(comOrigem(mapeamento, campo, { coluna: coluna ?? null }))
                    }
                  />
                  {problema ? (
                    <Typography.Text type="danger" role="alert">
                      {problema}
                    </Typography.Text>
                  ) : exemplo ? (
                    <Typography.Text type="secondary" ellipsis={{ tooltip: exemplo }}>
                      {`Ex.: ${exemplo}`}
                    </Typography.Text>
                  ) : null}
                </Flex>
                <div style={{ flex: '1 1 180px', minWidth: 160 }}>
                  <Input
                    aria-label={`Valor fixo de ${rotulo}`}
                    placeholder="ou um valor fixo"
                    maxLength={255}
                    value={origem?.fixo ?? ''}
                    onChange={(e) => onChange(comOrigem(mapeamento, campo, { fixo: e.target.value }))}
                  />
                </div>
              </Flex>
            );
          })}
        </section>
        {mapeamento.campos.secretaria_setor?.coluna ? (
          <Flex gap="small" align="center" style={{ marginTop: 12 }} wrap>
            <Typography.Text id="implantacao-separador">
              Separador entre secretaria e setor na coluna "{mapeamento.campos.secretaria_setor.coluna}"
            </Typography.Text>
            <Input
              aria-labelledby="implantacao-separador"
              style={{ width: 80 }}
              maxLength={3}
              value={mapeamento.separador_secretaria_setor}
              onChange={(e) => onChange({ ...mapeamento, separador_secretaria_setor: e.target.value || '/' })}
            />
          </Flex>
        ) : null}
      </Card>
    </Flex>
  );
}
