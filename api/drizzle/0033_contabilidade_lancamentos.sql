CREATE TABLE "contabilidade_aberturas" (
	"client_id" uuid NOT NULL,
	"conta_bem" text NOT NULL,
	"tipo_bem" text NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"valor" numeric(25, 2) NOT NULL,
	CONSTRAINT "contabilidade_aberturas_client_id_conta_bem_pk" PRIMARY KEY("client_id","conta_bem")
);
--> statement-breakpoint
CREATE TABLE "contabilidade_eventos" (
	"client_id" uuid NOT NULL,
	"evento" text NOT NULL,
	"debito" text NOT NULL,
	"credito" text NOT NULL,
	"historico" text NOT NULL,
	"user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contabilidade_eventos_client_id_evento_pk" PRIMARY KEY("client_id","evento")
);
--> statement-breakpoint
CREATE TABLE "contabilidade_eventos_padrao" (
	"evento" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"natureza" text NOT NULL,
	"debito" text NOT NULL,
	"credito" text NOT NULL,
	"historico" text NOT NULL,
	"sinal" smallint NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "contabilidade_eventos_padrao_natureza_ck" CHECK (natureza in ('incorporacao', 'transferencia_entrada', 'transferencia_saida', 'reavaliacao', 'reducao', 'baixa', 'depreciacao', 'amortizacao'))
);
--> statement-breakpoint
CREATE TABLE "contabilidade_exportacoes" (
	"client_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"formato" text NOT NULL,
	"sha256" text NOT NULL,
	"quantidade" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contabilidade_exportacoes_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "contabilidade_lancamentos" (
	"client_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"numero" integer NOT NULL,
	"competencia_ano" integer NOT NULL,
	"competencia_mes" integer NOT NULL,
	"data" date NOT NULL,
	"evento" text NOT NULL,
	"natureza" text NOT NULL,
	"debito" text NOT NULL,
	"credito" text NOT NULL,
	"valor" numeric(25, 2) NOT NULL,
	"efeito" numeric(25, 2) NOT NULL,
	"historico" text NOT NULL,
	"conta_bem" text NOT NULL,
	"tipo_bem" text NOT NULL,
	"conta_origem" text,
	"movimentacao_id" uuid,
	"linha" smallint DEFAULT 1 NOT NULL,
	"bem_id" uuid,
	"codigo_bem" integer,
	"estorna_ano" integer,
	"estorna_numero" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contabilidade_lancamentos_client_id_ano_numero_pk" PRIMARY KEY("client_id","ano","numero"),
	CONSTRAINT "contabilidade_lancamentos_natureza_ck" CHECK (natureza in ('incorporacao', 'transferencia_entrada', 'transferencia_saida', 'reavaliacao', 'reducao', 'baixa', 'depreciacao', 'amortizacao')),
	CONSTRAINT "contabilidade_lancamentos_valor_ck" CHECK (valor > 0)
);
--> statement-breakpoint
CREATE TABLE "contabilidade_rmb" (
	"client_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"conta_bem" text NOT NULL,
	"tipo_bem" text NOT NULL,
	"saldo_anterior" numeric(25, 2) NOT NULL,
	"incorporacoes" numeric(25, 2) NOT NULL,
	"transferencias_entrada" numeric(25, 2) NOT NULL,
	"transferencias_saida" numeric(25, 2) NOT NULL,
	"reavaliacoes" numeric(25, 2) NOT NULL,
	"reducoes" numeric(25, 2) NOT NULL,
	"baixas" numeric(25, 2) NOT NULL,
	"depreciacao" numeric(25, 2) NOT NULL,
	"saldo_final" numeric(25, 2) NOT NULL,
	CONSTRAINT "contabilidade_rmb_client_id_ano_mes_conta_bem_pk" PRIMARY KEY("client_id","ano","mes","conta_bem")
);
--> statement-breakpoint
CREATE TABLE "contabilidade_sequencias" (
	"client_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"proximo" integer NOT NULL,
	CONSTRAINT "contabilidade_sequencias_client_id_ano_pk" PRIMARY KEY("client_id","ano")
);
--> statement-breakpoint
ALTER TABLE "categorias_bens" ADD COLUMN "conta_depreciacao" text;--> statement-breakpoint
ALTER TABLE "categorias_bens" ADD COLUMN "conta_reducao" text;--> statement-breakpoint
ALTER TABLE "contabilidade_eventos" ADD CONSTRAINT "contabilidade_eventos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contabilidade_eventos" ADD CONSTRAINT "contabilidade_eventos_evento_contabilidade_eventos_padrao_evento_fk" FOREIGN KEY ("evento") REFERENCES "public"."contabilidade_eventos_padrao"("evento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contabilidade_sequencias" ADD CONSTRAINT "contabilidade_sequencias_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contabilidade_exportacoes_mes_idx" ON "contabilidade_exportacoes" USING btree ("client_id","ano","mes","created_at");--> statement-breakpoint
CREATE INDEX "contabilidade_lancamentos_competencia_idx" ON "contabilidade_lancamentos" USING btree ("client_id","competencia_ano","competencia_mes","conta_bem");--> statement-breakpoint
CREATE UNIQUE INDEX "contabilidade_lancamentos_movimentacao_uq" ON "contabilidade_lancamentos" USING btree ("client_id","movimentacao_id","linha") WHERE "contabilidade_lancamentos"."movimentacao_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contabilidade_lancamentos_estorna_uq" ON "contabilidade_lancamentos" USING btree ("client_id","estorna_ano","estorna_numero") WHERE "contabilidade_lancamentos"."estorna_numero" is not null;--> statement-breakpoint
-- The accumulated depreciation (amortization, for intangíveis) and impairment accounts of each category
-- (decision 065): the PCASP's by kind of asset, adjustable by the client's accountant.
UPDATE "categorias_bens" SET
  "conta_depreciacao" = CASE "tipo_bem" WHEN 'imovel' THEN '1.2.3.8.1.02.00' WHEN 'intangivel' THEN '1.2.4.8.1.01.00' ELSE '1.2.3.8.1.01.00' END,
  "conta_reducao" = CASE "tipo_bem" WHEN 'imovel' THEN '1.2.3.9.1.02.00' WHEN 'intangivel' THEN '1.2.4.9.1.01.00' ELSE '1.2.3.9.1.01.00' END;--> statement-breakpoint
CREATE FUNCTION "categorias_bens_contas_padrao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A category created without them gets the PCASP's by kind; an explicit null stays absent only by update.
  IF NEW."conta_depreciacao" IS NULL THEN
    NEW."conta_depreciacao" := CASE NEW."tipo_bem" WHEN 'imovel' THEN '1.2.3.8.1.02.00' WHEN 'intangivel' THEN '1.2.4.8.1.01.00' ELSE '1.2.3.8.1.01.00' END;
  END IF;
  IF NEW."conta_reducao" IS NULL THEN
    NEW."conta_reducao" := CASE NEW."tipo_bem" WHEN 'imovel' THEN '1.2.3.9.1.02.00' WHEN 'intangivel' THEN '1.2.4.9.1.01.00' ELSE '1.2.3.9.1.01.00' END;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "categorias_bens_contas_padrao" BEFORE INSERT ON "categorias_bens"
  FOR EACH ROW EXECUTE FUNCTION "categorias_bens_contas_padrao"();--> statement-breakpoint
-- An accounting event is never changed: an estorno is a new event.
CREATE FUNCTION "contabilidade_lancamentos_imutavel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Um lançamento contábil não é alterado: estorne-o com um novo lançamento.';
END $$;--> statement-breakpoint
CREATE TRIGGER "contabilidade_lancamentos_imutavel" BEFORE UPDATE ON "contabilidade_lancamentos"
  FOR EACH ROW EXECUTE FUNCTION "contabilidade_lancamentos_imutavel"();--> statement-breakpoint
-- The MCASP default of each event (docs/domain.md, "Lançamentos contábeis e RMB"). Incorporation 11
-- (Implantação) has none: its balances are already in accounting.
INSERT INTO "contabilidade_eventos_padrao" ("evento", "descricao", "natureza", "debito", "credito", "historico", "sinal", "ordem") VALUES
  ('incorporacao_1', 'Incorporação por compra', 'incorporacao', '[bem]', '2.1.3.1.1.01.00', 'Incorporação por compra', 1, 1),
  ('incorporacao_2', 'Incorporação por doação', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por doação recebida', 1, 2),
  ('incorporacao_3', 'Incorporação por comodato', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por comodato', 1, 3),
  ('incorporacao_4', 'Incorporação por cessão recebida', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por cessão recebida', 1, 4),
  ('incorporacao_5', 'Incorporação por permuta', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por permuta', 1, 5),
  ('incorporacao_6', 'Incorporação por produção/construção própria', 'incorporacao', '[bem]', '1.2.3.2.1.06.01', 'Incorporação por produção ou construção própria', 1, 6),
  ('incorporacao_7', 'Incorporação por avaliação', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por avaliação (origem desconhecida ou inventário)', 1, 7),
  ('incorporacao_8', 'Reincorporação', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Reincorporação de bem', 1, 8),
  ('incorporacao_9', 'Incorporação por dação em pagamento', 'incorporacao', '[bem]', '4.5.9.1.1.00.00', 'Incorporação por dação em pagamento', 1, 9),
  ('incorporacao_10', 'Incorporação por transferência entre entidades', 'incorporacao', '[bem]', '4.5.1.1.1.00.00', 'Incorporação por transferência recebida de outra entidade', 1, 10),
  ('reavaliacao_positiva', 'Reavaliação (valorização)', 'reavaliacao', '[bem]', '4.6.1.1.1.00.00', 'Reavaliação de bem (valorização)', 1, 20),
  ('reavaliacao_negativa', 'Reavaliação (desvalorização)', 'reavaliacao', '3.6.1.1.1.00.00', '[bem]', 'Reavaliação de bem (desvalorização)', -1, 21),
  ('reducao', 'Redução ao valor recuperável', 'reducao', '3.6.1.7.1.00.00', '[reducao]', 'Redução ao valor recuperável', -1, 30),
  ('baixa_acumulada', 'Baixa da depreciação acumulada do bem baixado', 'baixa', '[depreciacao]', '[bem]', 'Baixa da depreciação acumulada do bem', 0, 40),
  ('baixa_1', 'Baixa por alienação (venda)', 'baixa', '3.6.2.1.1.00.00', '[bem]', 'Baixa por alienação por venda', -1, 41),
  ('baixa_2', 'Baixa por alienação (permuta)', 'baixa', '3.6.2.1.1.00.00', '[bem]', 'Baixa por alienação por permuta', -1, 42),
  ('baixa_3', 'Baixa por alienação (doação)', 'baixa', '3.5.2.1.1.00.00', '[bem]', 'Baixa por alienação por doação', -1, 43),
  ('baixa_4', 'Baixa por inservibilidade', 'baixa', '3.6.5.1.1.00.00', '[bem]', 'Baixa por inservibilidade', -1, 44),
  ('baixa_5', 'Baixa por extravio', 'baixa', '3.6.3.1.1.00.00', '[bem]', 'Baixa por extravio', -1, 45),
  ('baixa_6', 'Baixa por furto/roubo', 'baixa', '3.6.3.1.1.00.00', '[bem]', 'Baixa por furto ou roubo', -1, 46),
  ('baixa_7', 'Baixa por sinistro', 'baixa', '3.6.3.1.1.00.00', '[bem]', 'Baixa por sinistro', -1, 47),
  ('baixa_8', 'Baixa por cessão definitiva', 'baixa', '3.5.2.1.1.00.00', '[bem]', 'Baixa por cessão definitiva', -1, 48),
  ('depreciacao', 'Depreciação do mês', 'depreciacao', '3.3.3.1.1.00.00', '[depreciacao]', 'Depreciação do mês', -1, 50),
  ('amortizacao', 'Amortização do mês (intangíveis)', 'amortizacao', '3.3.3.2.1.00.00', '[depreciacao]', 'Amortização do mês (NBC TSP 08)', -1, 51)
ON CONFLICT ("evento") DO NOTHING;
