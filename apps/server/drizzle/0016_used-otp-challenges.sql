CREATE TABLE "used_otp_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_otp_challenges_expires_idx" ON "used_otp_challenges" USING btree ("expires_at");