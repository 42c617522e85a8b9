import { Button, Result } from 'antd';

type ForbiddenResultProps = {
  /** Where the button leads; the dashboard by default. */
  onBack?: () => void;
};

/** What a route the location may not open shows (a Portuguese 403; docs/frontend.md, "Rotas"). */
export function ForbiddenResult({ onBack }: ForbiddenResultProps) {
  return (
    <Result
      status="403"
      title="Acesso negado"
      subTitle="Você não tem permissão para acessar esta página com o local selecionado."
      extra={
        onBack ? (
          <Button type="primary" onClick={onBack}>
            Voltar ao início
          </Button>
        ) : null
      }
    />
  );
}
