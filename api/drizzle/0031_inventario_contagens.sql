CREATE TABLE "inventario_contagens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"inventario_id" uuid NOT NULL,
	"bem_id" uuid,
	"leitura" text NOT NULL,
	"setor_id" uuid NOT NULL,
	"sala_id" uuid,
	"estado_conservacao" text,
	"contado_em" timestamp with time zone NOT NULL,
	"contado_por" uuid NOT NULL,
	"dispositivo" text,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD CONSTRAINT "inventario_contagens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD CONSTRAINT "inventario_contagens_inventario_id_inventarios_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD CONSTRAINT "inventario_contagens_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD CONSTRAINT "inventario_contagens_setor_id_companies_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD CONSTRAINT "inventario_contagens_sala_id_salas_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."salas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventario_contagens_bem_idx" ON "inventario_contagens" USING btree ("inventario_id","bem_id","contado_em");--> statement-breakpoint
CREATE INDEX "inventario_contagens_client_idx" ON "inventario_contagens" USING btree ("client_id","inventario_id");