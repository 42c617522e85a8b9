ALTER TABLE "bens_contagens" ADD COLUMN "valor_atual" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The totals also carry the book value of the assets they count (valor_atual), so the dashboard reads
-- the client's patrimônio value from a few rows instead of summing its assets. Same shape as before:
-- one statement, rows in key order; a change of value alone touches the rows with a zero count delta.
CREATE OR REPLACE FUNCTION "bens_contagens_atualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bens_contagens" ("client_id", "dimensao", "valor", "quantidade", "valor_atual")
  SELECT d.client_id, d.dimensao, d.valor, sum(d.delta), sum(d.valor_atual)
  FROM (
    SELECT NEW.client_id AS client_id, x.dimensao, x.valor, 1 AS delta, NEW.valor_atual AS valor_atual
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
    SELECT OLD.client_id, x.dimensao, x.valor, -1, -OLD.valor_atual
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
  HAVING sum(d.delta) <> 0 OR sum(d.valor_atual) <> 0
  ORDER BY d.client_id, d.dimensao, d.valor
  ON CONFLICT ("client_id", "dimensao", "valor")
  DO UPDATE SET "quantidade" = "bens_contagens"."quantidade" + excluded."quantidade",
    "valor_atual" = "bens_contagens"."valor_atual" + excluded."valor_atual";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "bens_contagens_trg" ON "bens_patrimoniais";
--> statement-breakpoint
CREATE TRIGGER "bens_contagens_trg"
AFTER INSERT OR DELETE OR UPDATE OF "situacao", "estado_conservacao", "categoria_id", "secretaria_id", "setor_id", "fornecedor_id", "valor_atual"
ON "bens_patrimoniais"
FOR EACH ROW EXECUTE FUNCTION "bens_contagens_atualizar"();
--> statement-breakpoint
UPDATE "bens_contagens" AS c SET "valor_atual" = s.valor_atual
FROM (
  SELECT client_id, 'total' AS dimensao, '' AS valor, sum(valor_atual) AS valor_atual FROM bens_patrimoniais GROUP BY 1
  UNION ALL SELECT client_id, 'situacao', situacao, sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
  UNION ALL SELECT client_id, 'estado_conservacao', estado_conservacao, sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
  UNION ALL SELECT client_id, 'categoria_id', categoria_id::text, sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
  UNION ALL SELECT client_id, 'secretaria_id', secretaria_id::text, sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
  UNION ALL SELECT client_id, 'setor_id', coalesce(setor_id::text, ''), sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
  UNION ALL SELECT client_id, 'fornecedor_id', coalesce(fornecedor_id::text, ''), sum(valor_atual) FROM bens_patrimoniais GROUP BY 1, 3
) AS s
WHERE c.client_id = s.client_id AND c.dimensao = s.dimensao AND c.valor = s.valor;
