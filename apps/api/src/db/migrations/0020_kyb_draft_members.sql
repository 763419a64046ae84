-- KYB drafts (decision 0032): a person of a draft dossier may be saved before their ID card or passport
-- is uploaded; kybSubmit still refuses a person without one.
ALTER TABLE kyb_members ALTER COLUMN id_document_file_id DROP NOT NULL;
