// What the users module offers the others through the module context (`users`, modules/module.ts):
// the account reads signing in needs, and the writes of an account's password and two-factor
// secrets, so that the users table has one writer, this module.
import type { Users } from '../module.ts';
import { presentUser } from './presenter.ts';
import * as repo from './repository.ts';

export const usersFacade: Users = {
  findById: repo.findUserById,
  findByEmail: repo.findUserByEmail,
  upgradePasswordHash: repo.upgradePasswordHash,
  setPendingTotpSecret: repo.setPendingTotpSecret,
  enableTotp: repo.enableTotp,
  acceptTotpStep: repo.acceptTotpStep,
  clearTwoFactor: repo.clearTwoFactor,
  lockClearTotpSecrets: repo.lockClearTotpSecrets,
  replaceTotpSecrets: repo.replaceTotpSecrets,
  present: presentUser,
};
