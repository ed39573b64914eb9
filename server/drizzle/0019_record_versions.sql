CREATE TABLE "record_versions" (
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	CONSTRAINT "record_versions_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
