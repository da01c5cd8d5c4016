-- A submission's emails by submission: the unique index on the same columns is partial, and a join that names the kind as a parameter cannot use it.
CREATE INDEX "email_outbox_submission" ON "email_outbox" USING btree ("submission_id","kind");
