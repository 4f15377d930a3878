import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '../shared/db/database.ts';
import type { OpsCommand } from '../shared/ops/command.ts';
import { createServices } from '../shared/services.ts';
import { findOrderByReference, operate } from './life.ts';

const usage =
  'pnpm ops order pay|deliver|cancel|refund|show <number or token> | ship <number or token> --carrier <name> --tracking <n>';
const steps = ['pay', 'ship', 'deliver', 'cancel', 'refund'] as const;

/** `pnpm ops order …`: the operators' steps of an order's life (spec §4), each with its e-mail (server/README.md). */
export const orderCommand: OpsCommand = {
  summary: 'record a transfer or cheque, ship (carrier, tracking), deliver, cancel or refund an order; show it',
  usage,
  async run(args: string[], db: DatabaseHandle): Promise<string> {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
    });
    const [step, reference] = positionals;
    if (!step || !reference) throw new Error(usage);
    const services = createServices(db);
    const order =
      step === 'show'
        ? await findOrderByReference(services, reference)
        : (steps as readonly string[]).includes(step)
          ? await operate(services, reference, step as (typeof steps)[number], {
              ...(values.carrier ? { carrier: values.carrier } : {}),
              ...(values.tracking ? { tracking: values.tracking } : {}),
            })
          : null;
    if (!order) throw new Error(usage);
    return `${order.number}: state ${order.state}, payment ${order.payment_state}, shipping ${order.shipping_state}`;
  },
};
