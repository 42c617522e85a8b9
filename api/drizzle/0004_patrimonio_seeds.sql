-- Custom SQL migration file, put your code below! --
-- Seed tables of DOMAIN.md §2. Administrators may add rows or deactivate them; ids are the codes users know.
INSERT INTO "tipos_incorporacao" ("id", "descricao") VALUES
  (1, 'Compra'),
  (2, 'Doação'),
  (3, 'Comodato'),
  (4, 'Cessão recebida'),
  (5, 'Permuta'),
  (6, 'Produção/construção própria'),
  (7, 'Avaliação (origem desconhecida / inventário)'),
  (8, 'Reincorporação'),
  (9, 'Dação em pagamento'),
  (10, 'Transferência entre entidades')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tipos_movimentacao"
  ("id", "descricao", "efeito", "situacao_exigida", "situacao_resultante", "exige_destino", "exige_valor", "exige_responsavel", "exige_motivo_baixa")
VALUES
  (1, 'Incorporação', 'incorporacao', NULL, NULL, false, false, false, false),
  (2, 'Transferência de local (secretaria/setor)', 'transferencia', NULL, NULL, true, false, false, false),
  (3, 'Mudança de responsável', 'responsavel', NULL, NULL, false, false, true, false),
  (4, 'Baixa', 'baixa', NULL, 'baixado', false, false, false, true),
  (5, 'Reavaliação', 'reavaliacao', NULL, NULL, false, true, false, false),
  (6, 'Redução ao valor recuperável', 'reducao', NULL, NULL, false, true, false, false),
  (7, 'Saída por cessão ou empréstimo', 'situacao', NULL, 'cedido', false, false, false, false),
  (8, 'Retorno de cessão ou empréstimo', 'situacao', 'cedido', 'em_uso', false, false, false, false),
  (9, 'Envio para manutenção', 'situacao', NULL, 'em_manutencao', false, false, false, false),
  (10, 'Retorno de manutenção', 'situacao', 'em_manutencao', 'em_uso', false, false, false, false),
  (11, 'Estorno', 'estorno', NULL, NULL, false, false, false, false)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "motivos_baixa" ("id", "descricao") VALUES
  (1, 'Alienação por venda'),
  (2, 'Alienação por permuta'),
  (3, 'Alienação por doação'),
  (4, 'Inservibilidade'),
  (5, 'Extravio'),
  (6, 'Furto/roubo'),
  (7, 'Sinistro'),
  (8, 'Cessão definitiva')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Exact list totals (bens_contagens) kept by the database itself, whatever writes the asset: one row per
-- client and value of each filter. The rows are touched in one statement, in key order, so concurrent
-- changes never lock them in opposite orders.
CREATE FUNCTION "bens_contagens_atualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bens_contagens" ("client_id", "dimensao", "valor", "quantidade")
  SELECT d.client_id, d.dimensao, d.valor, sum(d.delta)
  FROM (
    SELECT NEW.client_id AS client_id, x.dimensao, x.valor, 1 AS delta
    FROM (VALUES
      ('total', ''),
      ('situacao', NEW.situacao),
      ('estado_conservacao', NEW.estado_conservacao),
      ('categoria_id', NEW.categoria_id::text),
      ('secretaria_id', NEW.secretaria_id::text),
      ('setor_id', coalesce(NEW.setor_id::text, '')),
      ('fornecedor_id', coalesce(NEW.fornecedor_id::text, ''))
    ) AS x(dimensao, valor)
    WHERE TG_OP IN ('INSERT', 'UPDATE')
    UNION ALL
    SELECT OLD.client_id, x.dimensao, x.valor, -1
    FROM (VALUES
      ('total', ''),
      ('situacao', OLD.situacao),
      ('estado_conservacao', OLD.estado_conservacao),
      ('categoria_id', OLD.categoria_id::text),
      ('secretaria_id', OLD.secretaria_id::text),
      ('setor_id', coalesce(OLD.setor_id::text, '')),
      ('fornecedor_id', coalesce(OLD.fornecedor_id::text, ''))
    ) AS x(dimensao, valor)
    WHERE TG_OP IN ('UPDATE', 'DELETE')
  ) AS d
  GROUP BY d.client_id, d.dimensao, d.valor
  HAVING sum(d.delta) <> 0
  ORDER BY d.client_id, d.dimensao, d.valor
  ON CONFLICT ("client_id", "dimensao", "valor")
  DO UPDATE SET "quantidade" = "bens_contagens"."quantidade" + excluded."quantidade";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bens_contagens_trg"
AFTER INSERT OR DELETE OR UPDATE OF "situacao", "estado_conservacao", "categoria_id", "secretaria_id", "setor_id", "fornecedor_id"
ON "bens_patrimoniais"
FOR EACH ROW EXECUTE FUNCTION "bens_contagens_atualizar"();
