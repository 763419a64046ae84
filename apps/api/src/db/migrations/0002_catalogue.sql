-- The catalogue of each business unit and the shared reference data. Texts shown to buyers are
-- jsonb maps by language ({"en": ..., "fr": ...}); money is integer minor units; rates are basis points.

CREATE TABLE categories (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  category_id integer NOT NULL,
  names jsonb NOT NULL,
  image_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bu_id, category_id)
);

CREATE TABLE products (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  item_code text NOT NULL,
  category_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('D', 'P', 'CP')),
  product_type text NOT NULL CHECK (product_type IN ('GIFT_CARD', 'PHONE_CREDIT')),
  audience char(1) NOT NULL DEFAULT 'A' CHECK (audience IN ('A', 'C', 'B')),
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  how_to_use jsonb NOT NULL,
  terms jsonb NOT NULL,
  image_url text NOT NULL,
  country_code char(2) NOT NULL,
  currency char(3) NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount >= 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  denominations jsonb NOT NULL DEFAULT '[]',
  is_reloadable boolean NOT NULL DEFAULT false,
  transfer_mode text NOT NULL DEFAULT '',
  redeem_place text NOT NULL DEFAULT '',
  is_third_party boolean NOT NULL DEFAULT false,
  valid_months smallint NOT NULL DEFAULT 12 CHECK (valid_months BETWEEN 1 AND 12),
  card_made_fee bigint NOT NULL DEFAULT 0,
  is_percentage_card_fee boolean NOT NULL DEFAULT false,
  letter_required boolean NOT NULL DEFAULT false,
  is_accu_sales boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (bu_id, item_code)
);
CREATE INDEX products_listing ON products (bu_id, is_active, category_id, sort);

CREATE TABLE discount_tiers (
  bu_id text NOT NULL,
  item_code text NOT NULL,
  amount_from bigint NOT NULL,
  amount_to bigint NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (bu_id, item_code, amount_from),
  FOREIGN KEY (bu_id, item_code) REFERENCES products (bu_id, item_code) ON DELETE CASCADE
);

CREATE TABLE template_categories (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  category_id integer NOT NULL,
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bu_id, category_id)
);

CREATE TABLE templates (
  bu_id text NOT NULL,
  template_id integer NOT NULL,
  category_id integer NOT NULL,
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bu_id, template_id),
  FOREIGN KEY (bu_id, category_id) REFERENCES template_categories (bu_id, category_id)
);

CREATE TABLE template_images (
  bu_id text NOT NULL,
  template_id integer NOT NULL,
  item_code text NOT NULL,
  image_url text NOT NULL,
  discount_bp integer NOT NULL DEFAULT 0,
  card_made_fee bigint NOT NULL DEFAULT 0,
  is_percentage_card_fee boolean NOT NULL DEFAULT false,
  PRIMARY KEY (bu_id, template_id, item_code),
  FOREIGN KEY (bu_id, template_id) REFERENCES templates (bu_id, template_id) ON DELETE CASCADE,
  FOREIGN KEY (bu_id, item_code) REFERENCES products (bu_id, item_code) ON DELETE CASCADE
);

CREATE TABLE letter_types (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  letter_type_id integer NOT NULL,
  names jsonb NOT NULL,
  price bigint NOT NULL,
  image_url text NOT NULL DEFAULT '',
  PRIMARY KEY (bu_id, letter_type_id)
);

CREATE TABLE additional_products (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  extra_item_code text NOT NULL,
  names jsonb NOT NULL,
  amount bigint NOT NULL,
  image_url text NOT NULL DEFAULT '',
  item_codes jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (bu_id, extra_item_code)
);

CREATE TABLE stores (
  bu_id text NOT NULL REFERENCES business_units (bu_id),
  store_id text NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  country_code char(2) NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  phone text NOT NULL DEFAULT '',
  opening_hours text NOT NULL DEFAULT '',
  PRIMARY KEY (bu_id, store_id)
);

CREATE TABLE reference_codes (
  m_id text NOT NULL,
  code text NOT NULL,
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (m_id, code)
);

CREATE TABLE countries (
  country_code char(2) PRIMARY KEY,
  names jsonb NOT NULL,
  area_code text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Stand-in for the company register queried during business registration.
CREATE TABLE companies (
  siren text PRIMARY KEY,
  company_name text NOT NULL,
  commercial_name text NOT NULL DEFAULT '',
  vat_number text NOT NULL DEFAULT '',
  society_type text NOT NULL DEFAULT '',
  first_address text NOT NULL DEFAULT '',
  zip_code text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT ''
);
CREATE INDEX companies_by_zip ON companies (zip_code);

CREATE TABLE postal_codes (
  zip_code text NOT NULL,
  city text NOT NULL,
  country_code char(2) NOT NULL,
  streets jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (zip_code, city)
);
