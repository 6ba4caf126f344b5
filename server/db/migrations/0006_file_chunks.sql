CREATE TABLE "file_chunks" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_key_seq_pk" PRIMARY KEY("file_key","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_key_files_storage_name_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("storage_name") ON DELETE cascade ON UPDATE no action;