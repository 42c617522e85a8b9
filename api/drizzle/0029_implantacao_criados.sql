ALTER TABLE "implantacao_importacoes" ADD COLUMN "opcoes" jsonb;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD COLUMN "tipo" text DEFAULT 'bens' NOT NULL;--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_tipo_ck" CHECK (tipo in ('bens', 'fornecedores'));--> statement-breakpoint
DROP INDEX "implantacao_importacoes_arquivo_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "implantacao_importacoes_arquivo_uq" ON "implantacao_importacoes" USING btree ("client_id","tipo","sha256") WHERE "implantacao_importacoes"."desfeita_em" is null;--> statement-breakpoint
CREATE TABLE "implantacao_criados" (
	"importacao_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"entidade_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "implantacao_criados_tipo_entidade_id_pk" PRIMARY KEY("tipo","entidade_id"),
	CONSTRAINT "implantacao_criados_tipo_ck" CHECK (tipo in ('secretaria', 'setor', 'fornecedor'))
);
--> statement-breakpoint
ALTER TABLE "implantacao_criados" ADD CONSTRAINT "implantacao_criados_importacao_id_implantacao_importacoes_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."implantacao_importacoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implantacao_criados" ADD CONSTRAINT "implantacao_criados_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "implantacao_criados_importacao_idx" ON "implantacao_criados" USING btree ("importacao_id");
