ALTER TABLE "categorias_bens" ADD COLUMN "user_id_inativa" uuid;--> statement-breakpoint
ALTER TABLE "categorias_bens" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "teto_valor_bem" numeric(15, 2);