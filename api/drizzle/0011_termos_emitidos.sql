CREATE TABLE "termos_emitidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"ano" integer NOT NULL,
	"numero" integer NOT NULL,
	"codigo" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf" bytea NOT NULL,
	"quantidade_bens" integer NOT NULL,
	"valor_total" numeric(25, 2) NOT NULL,
	"movimentacao_id" uuid,
	"emitido_por" uuid NOT NULL,
	"emitido_por_nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "termos_emitidos_tipo_ck" CHECK (tipo in ('responsabilidade', 'transferencia', 'baixa'))
);
--> statement-breakpoint
ALTER TABLE "termos_emitidos" ADD CONSTRAINT "termos_emitidos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "termos_emitidos_codigo_uq" ON "termos_emitidos" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "termos_emitidos_numero_uq" ON "termos_emitidos" USING btree ("client_id","tipo","ano","numero");