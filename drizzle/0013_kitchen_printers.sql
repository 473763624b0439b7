CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"paper" integer NOT NULL,
	"code_page" text NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_paper_check" CHECK ("printers"."paper" in (58, 80)),
	CONSTRAINT "printers_code_page_check" CHECK ("printers"."code_page" in ('cp860', 'cp850')),
	CONSTRAINT "printers_port_check" CHECK ("printers"."port" between 1 and 65535),
	CONSTRAINT "printers_copies_check" CHECK ("printers"."copies" between 1 and 5)
);
