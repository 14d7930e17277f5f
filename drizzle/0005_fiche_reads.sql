CREATE TABLE "fiche_reads" (
	"user_id" text NOT NULL,
	"module_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fiche_reads_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "fiche_reads" ADD CONSTRAINT "fiche_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;