CREATE TABLE "implantacao_bens" (
	"client_id" uuid NOT NULL,
	"chave" text NOT NULL,
	"importacao_id" uuid NOT NULL,
	"bem_id" uuid NOT NULL,
	"linha" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "implantacao_bens_client_id_chave_pk" PRIMARY KEY("client_id","chave")
);
--> statement-breakpoint
CREATE TABLE "implantacao_importacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"formato" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"aba" text,
	"mapeamento" jsonb,
	"situacao" text DEFAULT 'enviada' NOT NULL,
	"resumo" jsonb,
	"corte" date,
	"trabalho_id" uuid,
	"created_by" uuid,
	"desfeita_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "implantacao_importacoes_formato_ck" CHECK (formato in ('csv', 'xlsx')),
	CONSTRAINT "implantacao_importacoes_situacao_ck" CHECK (situacao in ('enviada', 'validada', 'gravando', 'gravada', 'desfeita'))
);
--> statement-breakpoint
CREATE TABLE "implantacao_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"mapeamento" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "implantacao_bens" ADD CONSTRAINT "implantacao_bens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_bens" ADD CONSTRAINT "implantacao_bens_importacao_id_implantacao_importacoes_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."implantacao_importacoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_bens" ADD CONSTRAINT "implantacao_bens_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_arquivo_id_files_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_presets" ADD CONSTRAINT "implantacao_presets_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_presets" ADD CONSTRAINT "implantacao_presets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "implantacao_bens_importacao_idx" ON "implantacao_bens" USING btree ("importacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "implantacao_bens_bem_uq" ON "implantacao_bens" USING btree ("bem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "implantacao_importacoes_arquivo_uq" ON "implantacao_importacoes" USING btree ("client_id","sha256") WHERE "implantacao_importacoes"."desfeita_em" is null;--> statement-breakpoint
CREATE INDEX "implantacao_importacoes_client_idx" ON "implantacao_importacoes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "implantacao_presets_client_nome_uq" ON "implantacao_presets" USING btree ("client_id",lower("nome"));--> statement-breakpoint
-- The incorporation type of every asset an implantação brings in (docs/domain.md, "Implantação"): its
-- movement is dated at the cut-over and is not an acquisition of the period.
INSERT INTO "tipos_incorporacao" ("id", "descricao") VALUES (11, 'Implantação') ON CONFLICT ("id") DO NOTHING;
