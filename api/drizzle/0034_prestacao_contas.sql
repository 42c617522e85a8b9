CREATE TABLE "remessa_configuracoes" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"audesp_entidade" integer,
	"audesp_municipio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remessa_configuracoes_entidade_ck" CHECK (audesp_entidade between 1 and 32767),
	CONSTRAINT "remessa_configuracoes_municipio_ck" CHECK (audesp_municipio ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "remessas" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tribunal" text NOT NULL,
	"tipo" text NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"parte" integer NOT NULL,
	"versao" integer NOT NULL,
	"nome" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"tamanho" integer NOT NULL,
	"obras" jsonb NOT NULL,
	"valido" boolean NOT NULL,
	"ocorrencias" jsonb NOT NULL,
	"diferenca" jsonb,
	"gerado_por" uuid,
	"trabalho_id" uuid,
	"enviado_em" date,
	"protocolo" text,
	"enviado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remessas_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "remessas_periodo_ck" CHECK (mes between 1 and 12 and parte >= 1 and versao >= 1),
	CONSTRAINT "remessas_enviado_ck" CHECK ((enviado_em is null) = (protocolo is null))
);
--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "empenho_numero" text;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "empenho_data" date;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "liquidacao_data" date;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "codigo_ajuste" text;--> statement-breakpoint
ALTER TABLE "remessa_configuracoes" ADD CONSTRAINT "remessa_configuracoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas" ADD CONSTRAINT "remessas_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas" ADD CONSTRAINT "remessas_gerado_por_users_id_fk" FOREIGN KEY ("gerado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remessas" ADD CONSTRAINT "remessas_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remessas_versao_uq" ON "remessas" USING btree ("client_id","tipo","ano","mes","parte","versao");--> statement-breakpoint
CREATE INDEX "remessas_client_periodo_idx" ON "remessas" USING btree ("client_id","ano","mes");--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_codigo_ajuste_ck" CHECK (codigo_ajuste ~ '^[0-9]{1,13}$');