-- Rotation of SHOP_CARD_SECRET (decision 0062): every card records the version of the keys its number
-- hash, PIN hash and sealed code are under (16 hex digits derived from the keys, card-keys.ts), so a
-- card sealed before a rotation opens with the previous secret's keys and `npm run cards:reseal` finds
-- what is left to move. NULL: issued before this migration, under whichever key was configured then.
ALTER TABLE gift_cards ADD COLUMN card_key_id text CHECK (card_key_id ~ '^[0-9a-f]{16}$');
-- The start-up check (cards under a key no secret gives) and the reseal read cards by key version.
CREATE INDEX gift_cards_by_key ON gift_cards (card_key_id);
