import { getCorporateAccount, removeCorporateMember, upgradeToB2b2c, type CorporateAccount } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { AccountRow } from '../auth/account-repository';
import { displayName } from '../auth/account-session';
import type { Call, Services } from '../services';
import { callerAccount } from './account-handlers';

function requireCorporateUnit(call: Call<unknown>): void {
  if (!call.unit.features.corporateAccounts) throw new ApiFailure('CORPORATE_OFF');
}

/** A verified business account: the one kind that has a corporate code. */
function isVerifiedCompany(account: AccountRow): boolean {
  return account.custType === 'B' && account.businessVerification === 'verified' && account.status === 'active';
}

async function companyView(services: Services, company: AccountRow): Promise<CorporateAccount> {
  if (!isVerifiedCompany(company)) {
    return {
      role: 'company',
      canUpgrade: false,
      company: { companyName: displayName(company), corporateCode: null, memberCount: 0, linkedAt: null },
      members: [],
    };
  }
  const members = await services.corporate.members(company.id);
  return {
    role: 'company',
    canUpgrade: false,
    company: {
      companyName: displayName(company),
      corporateCode: await services.corporate.codeOf(company.id, company.buId),
      memberCount: members.length,
      linkedAt: null,
    },
    members: members.map((member) => ({
      memberId: String(member.memberId),
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      linkedAt: member.linkedAt.toISOString(),
    })),
  };
}

/** An individual account's view: its company when linked, or whether it may link one. */
async function individualView(services: Services, account: AccountRow): Promise<CorporateAccount> {
  const link = account.custType === 'C' ? await services.corporate.linkOf(account.id) : null;
  const company = link ? await services.accounts.byId(link.companyAccountId) : null;
  if (!link || !company) return { role: 'none', canUpgrade: account.custType === 'C', company: null, members: [] };
  return {
    role: 'member',
    canUpgrade: false,
    company: {
      companyName: displayName(company),
      corporateCode: null,
      memberCount: await services.corporate.memberCount(company.id),
      linkedAt: link.linkedAt.toISOString(),
    },
    members: [],
  };
}

function viewOf(services: Services, account: AccountRow): Promise<CorporateAccount> {
  return account.custType === 'B' ? companyView(services, account) : individualView(services, account);
}

export const getCorporateAccountHandler = handler(getCorporateAccount, async (call) => {
  requireCorporateUnit(call);
  return viewOf(call.services, await callerAccount(call));
});

/** B2B2C upgrade: an individual account joins its company with the company's corporate code. */
export const upgradeToB2b2cHandler = handler(upgradeToB2b2c, async (call) => {
  requireCorporateUnit(call);
  const { services } = call;
  const account = await callerAccount(call);
  if (account.custType !== 'C') throw new ApiFailure('CORPORATE_INDIVIDUALS_ONLY');
  if (await services.corporate.linkOf(account.id)) throw new ApiFailure('CORPORATE_ALREADY_LINKED');
  const companyId = await services.corporate.companyOfCode(account.buId, call.input.corporateCode);
  const company = companyId === null ? null : await services.accounts.byId(companyId);
  if (!company) {
    throw new ApiFailure('CORPORATE_CODE_UNKNOWN', [
      { path: 'corporateCode', message: 'This corporate code is not valid. Please check it with your company.' },
    ]);
  }
  // A company refused or closed after handing out its code takes no new members.
  if (!isVerifiedCompany(company)) throw new ApiFailure('CORPORATE_COMPANY_NOT_VERIFIED');
  if (!(await services.corporate.link(account.id, company.id))) throw new ApiFailure('CORPORATE_ALREADY_LINKED');
  return individualView(services, account);
});

export const removeCorporateMemberHandler = handler(removeCorporateMember, async (call) => {
  requireCorporateUnit(call);
  const { services } = call;
  const company = await callerAccount(call);
  const memberId = Number(call.input.memberId);
  if (company.custType !== 'B' || !(await services.corporate.unlink(company.id, memberId))) {
    throw new ApiFailure('CORPORATE_MEMBER_UNKNOWN');
  }
  return companyView(services, company);
});
