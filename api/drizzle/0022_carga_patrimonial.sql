CREATE TABLE "aceites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"bem_id" uuid NOT NULL,
	"responsavel_id" uuid,
	"recebedor_id" uuid NOT NULL,
	"estado" text DEFAULT 'pendente' NOT NULL,
	"motivo" text,
	"destino" text,
	"data_prevista_retorno" date,
	"forma" text,
	"arquivo_id" uuid,
	"motivo_recusa" text,
	"decidido_em" timestamp with time zone,
	"decidido_por" uuid,
	"devolvido_em" timestamp with time zone,
	"movimentacao_id" uuid,
	"solicitado_por" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aceites_tipo_ck" CHECK (tipo in ('cautela', 'transferencia')),
	CONSTRAINT "aceites_estado_ck" CHECK (estado in ('pendente', 'aceito', 'recusado', 'devolvido')),
	CONSTRAINT "aceites_forma_ck" CHECK (forma is null or forma in ('app', 'termo'))
);
--> statement-breakpoint
CREATE TABLE "servidores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"nome" text NOT NULL,
	"cpf" text,
	"matricula" text,
	"cargo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setores_responsaveis" (
	"setor_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"servidor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "termos_emitidos" DROP CONSTRAINT "termos_emitidos_tipo_ck";--> statement-breakpoint
ALTER TABLE "tipos_movimentacao" DROP CONSTRAINT "tipos_movimentacao_efeito_ck";--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD COLUMN "responsavel_id" uuid;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD COLUMN "responsavel_anterior_id" uuid;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD COLUMN "responsavel_id" uuid;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_responsavel_id_servidores_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_recebedor_id_servidores_id_fk" FOREIGN KEY ("recebedor_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servidores" ADD CONSTRAINT "servidores_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servidores" ADD CONSTRAINT "servidores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setores_responsaveis" ADD CONSTRAINT "setores_responsaveis_setor_id_companies_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setores_responsaveis" ADD CONSTRAINT "setores_responsaveis_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setores_responsaveis" ADD CONSTRAINT "setores_responsaveis_servidor_id_servidores_id_fk" FOREIGN KEY ("servidor_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aceites_bem_aberto_uq" ON "aceites" USING btree ("bem_id") WHERE estado = 'pendente' or (tipo = 'cautela' and estado = 'aceito');--> statement-breakpoint
CREATE INDEX "aceites_client_estado_idx" ON "aceites" USING btree ("client_id","estado","created_at");--> statement-breakpoint
CREATE INDEX "aceites_recebedor_idx" ON "aceites" USING btree ("recebedor_id","estado");--> statement-breakpoint
CREATE INDEX "aceites_responsavel_idx" ON "aceites" USING btree ("responsavel_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "servidores_client_cpf_uq" ON "servidores" USING btree ("client_id","cpf") WHERE "servidores"."cpf" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "servidores_client_matricula_uq" ON "servidores" USING btree ("client_id","matricula") WHERE "servidores"."matricula" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "servidores_client_user_uq" ON "servidores" USING btree ("client_id","user_id") WHERE "servidores"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "servidores_client_nome_idx" ON "servidores" USING btree ("client_id","nome");--> statement-breakpoint
CREATE INDEX "setores_responsaveis_servidor_idx" ON "setores_responsaveis" USING btree ("servidor_id");--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_responsavel_id_servidores_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bens_responsavel_idx" ON "bens_patrimoniais" USING btree ("responsavel_id","client_id","codigo_bem");--> statement-breakpoint
ALTER TABLE "termos_emitidos" ADD CONSTRAINT "termos_emitidos_tipo_ck" CHECK (tipo in ('responsabilidade', 'transferencia', 'baixa', 'nada_consta'));--> statement-breakpoint
ALTER TABLE "tipos_movimentacao" ADD CONSTRAINT "tipos_movimentacao_efeito_ck" CHECK (efeito in ('incorporacao', 'transferencia', 'responsavel', 'baixa', 'reavaliacao', 'reducao', 'situacao', 'estorno', 'cautela'));--> statement-breakpoint
-- The cautela's exit and return (docs/domain.md, "Carga patrimonial"): booked by the cautela's aceite and
-- return, never asked directly; they change nothing on the asset but its history.
INSERT INTO "tipos_movimentacao" ("id", "descricao", "efeito", "situacao_exigida", "situacao_resultante", "exige_destino", "exige_valor", "exige_responsavel", "exige_motivo_baixa")
  VALUES (12, 'Saída em cautela', 'cautela', NULL, NULL, false, false, false, false),
         (13, 'Retorno de cautela', 'cautela', NULL, NULL, false, false, false, false)
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Movement 3 is the transferência de responsabilidade of docs/domain.md ("Carga patrimonial").
UPDATE "tipos_movimentacao" SET "descricao" = 'Transferência de responsabilidade' WHERE "id" = 3 AND "efeito" = 'responsavel';--> statement-breakpoint
-- The head of each setor, where its free-text responsible names exactly one user of its client (trimmed,
-- case-insensitive, one match only): that user becomes a servidor of the client and the setor's head.
CREATE TEMPORARY TABLE "carga_chefias" AS
  SELECT s."id" AS "setor_id", s."root_id" AS "client_id", min(u."id"::text)::uuid AS "user_id", min(u."fullname") AS "nome"
  FROM "companies" s
  JOIN "locations" l ON l."company_id" = s."root_id"
  JOIN "users" u ON u."id" = l."user_id" AND lower(btrim(u."fullname")) = lower(btrim(s."responsible_name"))
  WHERE s."is_sector" AND s."root_id" IS NOT NULL AND btrim(coalesce(s."responsible_name", '')) <> ''
  GROUP BY s."id", s."root_id"
  HAVING count(DISTINCT u."id") = 1;--> statement-breakpoint
INSERT INTO "servidores" ("client_id", "user_id", "nome")
  SELECT DISTINCT "client_id", "user_id", "nome" FROM "carga_chefias";--> statement-breakpoint
INSERT INTO "setores_responsaveis" ("setor_id", "client_id", "servidor_id")
  SELECT c."setor_id", c."client_id", v."id"
  FROM "carga_chefias" c JOIN "servidores" v ON v."client_id" = c."client_id" AND v."user_id" = c."user_id";--> statement-breakpoint
-- Every existing asset answers by its setor's head; without one it stays "sem responsável" (null).
UPDATE "bens_patrimoniais" b SET "responsavel_id" = r."servidor_id"
  FROM "setores_responsaveis" r WHERE r."setor_id" = b."setor_id" AND r."client_id" = b."client_id";--> statement-breakpoint
DROP TABLE "carga_chefias";
--> statement-breakpoint
-- Carga patrimonial is a new group of the permission catalogue: a profile gets on it what it had on the assets.
UPDATE "roles" SET "rules" = "rules" || ARRAY(SELECT 'custody:' || substr(x, 8) FROM unnest("rules") x WHERE x LIKE 'assets:%')
  WHERE NOT EXISTS (SELECT 1 FROM unnest("rules") x WHERE x LIKE 'custody:%');
