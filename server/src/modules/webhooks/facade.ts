// What the webhooks module offers the others through the module context (`goLives`,
// modules/module.ts): the go-lives it has announced, forgotten when their record is deleted for
// good. The SQL is in ./repository.ts, the only writer of go_live_announcements but for a
// save's claim (db/outbox.ts).
import type { GoLives } from '../module.ts';
import { forgetGoLives } from './repository.ts';

export const goLivesFacade: GoLives = {
  forget: forgetGoLives,
};
