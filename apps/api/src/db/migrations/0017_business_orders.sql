-- Business ordering (issue 18, decisions 0025 and 0026): item types, the invoicing details and number
-- of a business order, a gap-free invoice sequence per unit, quotations turned into orders.

-- Spec 1 section 6: business features (and business orders) only for items whose type is not A or V.
ALTER TABLE products ADD COLUMN item_type text NOT NULL DEFAULT '' CHECK (length(item_type) <= 2);

-- The invoicing details of a business order as the buyer gave them (B2B additions of the order-line
-- draft) with the company's, printed on its invoice.
ALTER TABLE orders ADD COLUMN invoice_details jsonb;
-- The invoice number of a paid business order, assigned in the settlement transaction.
ALTER TABLE orders ADD COLUMN invoice_no text;
CREATE UNIQUE INDEX orders_invoice_no ON orders (bu_id, invoice_no) WHERE invoice_no IS NOT NULL;
-- The quotation an order was made from (one order per quotation).
ALTER TABLE orders ADD COLUMN from_quotation_no text;
CREATE UNIQUE INDEX orders_from_quotation ON orders (bu_id, from_quotation_no) WHERE from_quotation_no IS NOT NULL;

-- The last invoice number of each unit: incremented under its row lock in the transaction that
-- settles the order, so a rolled-back settlement leaves no gap.
CREATE TABLE invoice_sequences (
  bu_id text PRIMARY KEY REFERENCES business_units (bu_id),
  last_no integer NOT NULL CHECK (last_no >= 0)
);

-- How many rows of a large-order file passed the checks (the file is ordered once, its valid rows).
ALTER TABLE stored_files ADD COLUMN valid_row_count integer;
