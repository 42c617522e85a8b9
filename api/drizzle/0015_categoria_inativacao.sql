ALTER TABLE "categorias_bens" ADD COLUMN "user_id_inativa" uuid;--> statement-breakpoint
ALTER TABLE "categorias_bens" ADD COLUMN "motivo" text;