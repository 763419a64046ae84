/** The dossier's five sections, in the order a company fills them (decision 0034). */
export const DOSSIER_SECTIONS = ['company', 'representatives', 'shareholders', 'embargo', 'bank'] as const;
export type DossierSection = (typeof DOSSIER_SECTIONS)[number];
