CREATE TABLE "inventario_empates" (
	"client_id" uuid NOT NULL,
	"inventario_id" uuid NOT NULL,
	"bem_id" uuid NOT NULL,
	"rodada" integer NOT NULL,
	"decidido_por" uuid NOT NULL,
	"decidido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_empates_client_id_inventario_id_bem_id_pk" PRIMARY KEY("client_id","inventario_id","bem_id"),
	CONSTRAINT "inventario_empates_rodada_ck" CHECK (rodada in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "inventario_recontagens" (
	"client_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"inventario_id" uuid NOT NULL,
	"setor_id" uuid NOT NULL,
	"sala_id" uuid,
	"servidor_id" uuid NOT NULL,
	"contador_id" uuid NOT NULL,
	"estado" text DEFAULT 'aberta' NOT NULL,
	"pedido_por" uuid NOT NULL,
	"pedido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_por" uuid,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "inventario_recontagens_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "inventario_recontagens_estado_ck" CHECK (estado in ('aberta', 'concluida'))
);
--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD COLUMN "rodada" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventario_empates" ADD CONSTRAINT "inventario_empates_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_recontagens" ADD CONSTRAINT "inventario_recontagens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventario_recontagens_lugar_uq" ON "inventario_recontagens" USING btree ("client_id","inventario_id","setor_id",coalesce(sala_id, '00000000-0000-0000-0000-000000000000'::uuid));