-- Autovacuum visits price_history after every 10,000 closes written, not after a fifth of the table
-- (decision 087). The key carries the close (0022) so that value history, returns and Before 30 June
-- read a stock's closes from the index alone, but PostgreSQL reads a close from the index alone only
-- once a vacuum has marked its page all-visible. The table only grows, so with the default settings
-- autovacuum waits for a fifth of it to be new: at 2,000 codes a day that is most of a year of closes
-- read one heap page each (the refresh writes one day of every code at a time). A vacuum of an
-- insert-only table reads only the pages written since the last one.
ALTER TABLE "price_history" SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 10000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 10000);
