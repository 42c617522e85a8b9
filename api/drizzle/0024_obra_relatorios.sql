CREATE TABLE "obra_relatorios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"trimestre" integer NOT NULL,
	"versao" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"tamanho" integer NOT NULL,
	"paginas" integer NOT NULL,
	"gerado_por" uuid,
	"trabalho_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_relatorios_trimestre_ck" CHECK (trimestre between 1 and 4 and versao >= 1)
);
--> statement-breakpoint
ALTER TABLE "obra_relatorios" ADD CONSTRAINT "obra_relatorios_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_relatorios" ADD CONSTRAINT "obra_relatorios_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_relatorios" ADD CONSTRAINT "obra_relatorios_gerado_por_users_id_fk" FOREIGN KEY ("gerado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obra_relatorios_versao_uq" ON "obra_relatorios" USING btree ("client_id","obra_id","ano","trimestre","versao");