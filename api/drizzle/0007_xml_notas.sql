-- The XML area: each NF-e file a client imported (refused ones with their reason), the note it holds,
-- and the assets an incorporated note became.
CREATE TABLE "xml_notas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"arquivo_nome" text NOT NULL,
	"arquivo_id" uuid,
	"situacao" text NOT NULL,
	"motivo" text,
	"chave" text,
	"numero" integer,
	"serie" integer,
	"data_emissao" date,
	"emitente_documento" text,
	"emitente_nome" text,
	"valor_total" numeric(15, 2),
	"itens" integer,
	"nota" jsonb,
	"fornecedor_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"incorporada_em" timestamp with time zone,
	"incorporada_por" uuid,
	CONSTRAINT "xml_notas_situacao_ck" CHECK (situacao in ('pendente', 'incorporada', 'recusada'))
);
--> statement-breakpoint
CREATE TABLE "xml_notas_bens" (
	"bem_id" uuid PRIMARY KEY NOT NULL,
	"nota_id" uuid NOT NULL,
	"item" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_arquivo_id_files_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas" ADD CONSTRAINT "xml_notas_incorporada_por_users_id_fk" FOREIGN KEY ("incorporada_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas_bens" ADD CONSTRAINT "xml_notas_bens_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_notas_bens" ADD CONSTRAINT "xml_notas_bens_nota_id_xml_notas_id_fk" FOREIGN KEY ("nota_id") REFERENCES "public"."xml_notas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xml_notas_client_chave_uq" ON "xml_notas" USING btree ("client_id","chave") WHERE situacao <> 'recusada';--> statement-breakpoint
CREATE INDEX "xml_notas_client_created_idx" ON "xml_notas" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "xml_notas_bens_nota_idx" ON "xml_notas_bens" USING btree ("nota_id","item");