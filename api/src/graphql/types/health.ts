import type { SystemHealth } from '../../services/system/system.js';
import { builder } from '../builder.js';

const Health = builder.objectRef<SystemHealth>('Health').implement({
  description: 'Liveness and version of the Lakbay service.',
  fields: (t) => ({
    status: t.exposeString('status', { description: '`ok`, or `degraded` when the database cannot be reached.' }),
    version: t.exposeString('version', { description: 'The running release, e.g. `0.1.0`.' }),
    databaseReachable: t.exposeBoolean('databaseReachable', { description: 'Whether the database answered just now.' }),
  }),
});

builder.queryField('health', (t) =>
  t.field({
    type: Health,
    description: 'Liveness and version of the Lakbay service.',
    resolve: (_root, _args, context) => context.services.system.health(),
  }),
);
