CREATE TABLE "obra_paralisacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"situacao_id" uuid,
	"data_inicio" date NOT NULL,
	"motivo_codigo" integer NOT NULL,
	"motivo" text NOT NULL,
	"responsavel_tipo" text,
	"responsavel_nome" text,
	"responsavel_documento" text,
	"apuracao_numero" text,
	"previsao_reinicio" date,
	"data_fim" date,
	"situacao_fim" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_paralisacoes_motivo_ck" CHECK (motivo_codigo in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 99)),
	CONSTRAINT "obra_paralisacoes_responsavel_ck" CHECK (responsavel_tipo is null or responsavel_tipo in ('servidor', 'empresa', 'apuracao')),
	CONSTRAINT "obra_paralisacoes_fim_ck" CHECK (data_fim is null or data_fim >= data_inicio)
);
--> statement-breakpoint
ALTER TABLE "obra_licencas" DROP CONSTRAINT "obra_licencas_tipo_ck";--> statement-breakpoint
ALTER TABLE "obras" DROP CONSTRAINT "obras_latitude_ck";--> statement-breakpoint
ALTER TABLE "obras" DROP CONSTRAINT "obras_longitude_ck";--> statement-breakpoint
ALTER TABLE "obra_situacoes" ADD COLUMN "publicacao_veiculo" text;--> statement-breakpoint
ALTER TABLE "obra_situacoes" ADD COLUMN "publicacao_data" date;--> statement-breakpoint
ALTER TABLE "obra_paralisacoes" ADD CONSTRAINT "obra_paralisacoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_paralisacoes" ADD CONSTRAINT "obra_paralisacoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_paralisacoes" ADD CONSTRAINT "obra_paralisacoes_situacao_id_obra_situacoes_id_fk" FOREIGN KEY ("situacao_id") REFERENCES "public"."obra_situacoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obra_paralisacoes_client_obra_idx" ON "obra_paralisacoes" USING btree ("client_id","obra_id","data_inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_paralisacoes_aberta_uq" ON "obra_paralisacoes" USING btree ("obra_id") WHERE data_fim is null;--> statement-breakpoint
-- Data (docs/domain.md, "Works: the law's fields"): the licence type "outra" becomes AUDESP's 4, AA
-- (autorização ambiental); coordinates outside Brazil's bounding box (or only one of the pair) were never
-- a place of a Brazilian work and are cleared; and every stoppage recorded as free text becomes its own
-- record: each change into a paralisada situação (3 or 4) from another one opens a stoppage with SICOM
-- reason 99 (outros) and the text as written, closed by the next change to a situação that is not a
-- stoppage; a work paralisada with no such change in its history gets one from its current columns.
UPDATE "obra_licencas" SET "tipo" = 'AA' WHERE "tipo" = 'outra';--> statement-breakpoint
UPDATE "obras" SET "latitude" = NULL, "longitude" = NULL
  WHERE ("latitude" IS NULL) <> ("longitude" IS NULL)
     OR "latitude" NOT BETWEEN -33.75 AND 5.27
     OR "longitude" NOT BETWEEN -73.99 AND -28.84;--> statement-breakpoint
INSERT INTO "obra_paralisacoes"
  ("client_id", "obra_id", "situacao_id", "data_inicio", "motivo_codigo", "motivo", "previsao_reinicio",
   "data_fim", "situacao_fim", "created_at", "updated_at")
SELECT s."client_id", s."obra_id", s."id", s."data", 99, s."motivo", s."previsao_reinicio",
       GREATEST(fim."data", s."data"), fim."situacao", s."created_at", s."created_at"
  FROM "obra_situacoes" s
  LEFT JOIN LATERAL (
    SELECT f."data", f."situacao" FROM "obra_situacoes" f
     WHERE f."obra_id" = s."obra_id" AND f."created_at" > s."created_at" AND f."situacao" NOT IN (3, 4)
     ORDER BY f."created_at" LIMIT 1
  ) fim ON true
 WHERE s."situacao" IN (3, 4) AND (s."situacao_anterior" IS NULL OR s."situacao_anterior" NOT IN (3, 4));--> statement-breakpoint
INSERT INTO "obra_paralisacoes" ("client_id", "obra_id", "data_inicio", "motivo_codigo", "motivo", "previsao_reinicio")
SELECT o."client_id", o."id", COALESCE(o."situacao_data", o."created_at"::date), 99,
       COALESCE(NULLIF(o."situacao_motivo", ''), 'Motivo não informado'), o."previsao_reinicio"
  FROM "obras" o
 WHERE o."situacao" IN (3, 4)
   AND NOT EXISTS (SELECT 1 FROM "obra_paralisacoes" p WHERE p."obra_id" = o."id" AND p."data_fim" IS NULL);--> statement-breakpoint
ALTER TABLE "obra_licencas" ADD CONSTRAINT "obra_licencas_tipo_ck" CHECK (tipo in ('LP', 'LI', 'LO', 'AA'));--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_coordenadas_ck" CHECK ((latitude is null) = (longitude is null));--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_latitude_ck" CHECK (latitude between -33.75 and 5.27);--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_longitude_ck" CHECK (longitude between -73.99 and -28.84);