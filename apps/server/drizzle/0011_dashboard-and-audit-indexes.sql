CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_user_id","at");--> statement-breakpoint
CREATE INDEX "product_sizes_stock_idx" ON "product_sizes" USING btree ("stock");