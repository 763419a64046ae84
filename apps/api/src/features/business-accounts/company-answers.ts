import type { CompanyCriteria, RegisteredCompany } from './company-register';

/** The criteria of a company query as the register takes them (blanks dropped; a SIRET names its SIREN). */
export function companyCriteriaOf(input: {
  companyName: string;
  sirenNumber: string;
  vatNumber: string;
  zipCode: string;
}): CompanyCriteria {
  return {
    name: input.companyName || undefined,
    // A SIRET (14 digits) starts with its company's SIREN (9 digits).
    siren: input.sirenNumber ? input.sirenNumber.slice(0, 9) : undefined,
    vatNumber: input.vatNumber || undefined,
    zipCode: input.zipCode || undefined,
  };
}

/** The companies as queryCompany and b2bRegister answer them. */
export function companyListOf(companies: RegisteredCompany[]) {
  return companies.map((company) => ({
    companyName: company.companyName,
    commercialName: company.commercialName,
    sirenNumber: company.siren,
    vatNumber: company.vatNumber,
    societyType: company.societyType,
    firstAddress: company.firstAddress,
    zipCode: company.zipCode,
    city: company.city,
    country: company.country,
  }));
}
