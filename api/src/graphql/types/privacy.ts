// The privacy notice's contact (public) and the account data export, which is
// for the web session only: an API token cannot call it (token-access.ts lists
// it nowhere; `sessionUserOf` is the second lock).
import type { AccountDataExport } from '../../services/privacy/privacy.js';
import { builder } from '../builder.js';
import { sessionUserOf } from '../context.js';

const AccountDataExportRef = builder.objectRef<AccountDataExport>('AccountDataExport').implement({
  description: 'Everything Lakbay keeps about the signed-in user, as a file to download.',
  fields: (t) => ({
    fileName: t.exposeString('fileName', {
      description: 'A name to save the file under, e.g. lakbay-data-juan-2026-11-26.json.',
    }),
    data: t.field({
      type: 'JSON',
      description:
        'The document (format lakbay-account-export, version 1): the account without its password hash, trips with both itineraries, readiness answers (also on trips shared with the user), share links and diary entries, API tokens without their secrets, sessions, and — once the e-mail address is verified — the contact requests, newsletter sign-up and queued e-mails under that address.',
      resolve: (exported) => exported.data,
    }),
  }),
});

builder.queryField('privacyContactEmail', (t) =>
  t.string({
    description: 'Where to send requests about personal data (the privacy notice names it). Public.',
    resolve: (_root, _args, context) => context.services.privacy.contactEmail,
  }),
);

builder.mutationField('exportAccountData', (t) =>
  t.field({
    type: AccountDataExportRef,
    description:
      'Exports everything Lakbay keeps about the signed-in user, verified or not; 5 an hour per account. A mutation, so that it is never cached or sent over GET. Web session only.',
    resolve: (_root, _args, context) => context.services.privacy.exportAccountData(sessionUserOf(context)),
  }),
);
