import type { CompanyCriteria, CompanyRow, ReferenceDataRepository } from '../reference-data/reference-data-repository';

export type { CompanyCriteria } from '../reference-data/reference-data-repository';

/** A company as a register knows it (the SIREN identifies it; its VAT number when it has one). */
export interface RegisteredCompany {
  siren: string;
  companyName: string;
  commercialName: string;
  vatNumber: string;
  /** The register's legal category: PRIVATE, PUBLIC, ASSOCIATION, EMPLOYEE_FUND or OTHER. */
  societyType: string;
  firstAddress: string;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * The company register behind queryCompany and business registration step 1. The shop runs on a
 * stand-in (seeded French companies); a real register (INSEE Sirene, annuaire-entreprises.data.gouv.fr)
 * takes its place by implementing this interface.
 */
export interface CompanyRegister {
  /** Companies matching every criterion given (at least one), at most `limit`. */
  search(criteria: CompanyCriteria, limit: number): Promise<RegisteredCompany[]>;
}

/** The stand-in register: the companies table the demo seed fills (tools/seed/reference.json). */
export class StandInCompanyRegister implements CompanyRegister {
  constructor(private readonly referenceData: ReferenceDataRepository) {}

  async search(criteria: CompanyCriteria, limit: number): Promise<RegisteredCompany[]> {
    const rows: CompanyRow[] = await this.referenceData.findCompanies(criteria, limit);
    return rows;
  }
}
