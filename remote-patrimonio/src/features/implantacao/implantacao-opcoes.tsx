import {
  type Criacoes,
  type Importacao,
  OPCAO_IMPLANTACAO_LABELS,
  type OpcoesImplantacao,
} from '@gp/shared-contracts';
import { Card, Checkbox, Flex, List, Typography } from 'antd';
import { contagem } from './implantacao.js';

/**
 * Creating the secretarias, setores and suppliers the file names and the register lacks (docs/domain.md,
 * "Implantação"): each option is shown only when the API's `acoes.criar_*` allows it (the rules of the
 * Departamentos, Setores and Fornecedores screens), so none leads to a refusal.
 */

const OPCOES = ['criar_secretarias', 'criar_setores', 'criar_fornecedores'] as const;

const EXPLICACAO: Record<(typeof OPCOES)[number], string> = {
  criar_secretarias:
    'Uma secretaria do arquivo que não está no cadastro (os nomes são comparados sem maiúsculas, acentos e pontuação) é criada na gravação, como em Departamentos.',
  criar_setores:
    'Um setor que não está no cadastro é criado dentro da sua secretaria na gravação, como em Setores.',
  criar_fornecedores:
    'Um CPF/CNPJ que não está no cadastro vira um fornecedor novo, com o nome da coluna "Fornecedor (nome ou razão social)"; sem essa coluna, a linha fica com erro.',
};

export function OpcoesCriacao({
  imp,
  opcoes,
  onChange,
}: {
  imp: Pick<Importacao, 'acoes'>;
  opcoes: OpcoesImplantacao;
  onChange: (opcoes: OpcoesImplantacao) => void;
}) {
  const oferecidas = OPCOES.filter((o) => imp.acoes[o].permitido);
  if (oferecidas.length === 0) return null;
  return (
    <Card size="small" title="Cadastros que faltam">
      <Typography.Paragraph type="secondary">
        Sem estas opções, uma linha que cita uma secretaria, um setor ou um fornecedor que não está no
        cadastro fica com erro. Com elas, a simulação mostra o que será criado e a gravação cria cada um uma
        só vez. Desfazer a importação remove o que ela criou, se nada mais o usar.
      </Typography.Paragraph>
      <Flex vertical gap="small">
        {oferecidas.map((o) => (
          <div key={o}>
            <Checkbox
              checked={opcoes[o]}
              onChange={(e) => onChange({ ...opcoes, [o]: e.target.checked })}
              aria-describedby={`implantacao-${o}`}
            >
              {OPCAO_IMPLANTACAO_LABELS[o]}
            </Checkbox>
            <Typography.Paragraph
              id={`implantacao-${o}`}
              type="secondary"
              style={{ marginLeft: 24, marginBottom: 0 }}
            >
              {EXPLICACAO[o]}
            </Typography.Paragraph>
          </div>
        ))}
      </Flex>
    </Card>
  );
}

const GRUPOS = [
  ['secretarias', 'secretaria', 'secretarias'],
  ['setores', 'setor', 'setores'],
  ['fornecedores', 'fornecedor', 'fornecedores'],
] as const;

const total = (c: Criacoes | undefined) =>
  c ? c.secretarias.quantidade + c.setores.quantidade + c.fornecedores.quantidade : 0;

/** What the dry run will create (`criar`) or the commit created (`criados`), with the names, or nothing. */
export function ListaCriacoes({ titulo, criacoes }: { titulo: string; criacoes: Criacoes | undefined }) {
  if (!criacoes || total(criacoes) === 0) return null;
  const linhas = GRUPOS.filter(([g]) => criacoes[g].quantidade > 0).map(([g, um, varios]) => {
    const { quantidade, nomes } = criacoes[g];
    const resto = quantidade - nomes.length;
    return {
      key: g,
      titulo: contagem(quantidade, um, varios),
      nomes: `${nomes.join('; ')}${resto > 0 ? `; e mais ${resto.toLocaleString('pt-BR')}` : ''}`,
    };
  });
  return (
    <Card size="small" title={titulo}>
      <List
        size="small"
        dataSource={linhas}
        renderItem={(l) => (
          <List.Item key={l.key}>
            <Flex vertical>
              <Typography.Text strong>{l.titulo}</Typography.Text>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{l.nomes}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The short sentence of what a commit created ("Criados: 1 secretaria, 2 setores."), or null. */
export function frasesCriados(c: Criacoes | undefined): string | null {
  if (!c || total(c) === 0) return null;
  const partes = GRUPOS.filter(([g]) => c[g].quantidade > 0).map(([g, um, varios]) =>
    contagem(c[g].quantidade, um, varios),
  );
  return `Criados pela importação: ${partes.join(', ')}.`;
}
