import { toRupees, type PrepaidNudge } from '@kesariya/shared';
import type { PrepaidNudgeInput } from '@kesariya/shared/settings-schemas';
import type { AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import type { PrepaidRule } from '../checkout/prepaid-saving';
import { saveStoreRules, type StoreRules } from './store-rules';

/** The nudge as the owner's screen shows it: rupees, and only the chosen kind's figures. */
export function toPrepaidNudge(rules: PrepaidRule): PrepaidNudge {
  return {
    kind: rules.prepaidKind,
    amount: toRupees(rules.prepaidAmountPaise),
    percent: rules.prepaidPercent,
    cap: rules.prepaidCapPaise === null ? null : toRupees(rules.prepaidCapPaise),
  };
}

/** Saves the owner's prepaid nudge with its audit entry; the next checkout offers it. */
export async function savePrepaidNudge(
  ctx: ServiceContext,
  actor: AuditActor,
  defaults: StoreRules,
  input: PrepaidNudgeInput,
): Promise<PrepaidNudge> {
  const saved = await saveStoreRules(ctx, actor, defaults, 'settings.prepaid_nudge', {
    prepaidKind: input.kind,
    prepaidAmountPaise: input.amountPaise,
    prepaidPercent: input.percent,
    prepaidCapPaise: input.capPaise,
  });
  return toPrepaidNudge(saved);
}
