// Shared expenses over REST (issue #17, docs/api.md): thin over the expense
// service, like rest/trip-members.ts over the member service.
import { Router } from 'express';
import { localeOf } from '../http/locale.js';
import { sessionUserId } from '../http/session.js';
import { expensesCsv } from '../services/expenses/expenses-csv.js';
import type { Services } from '../services/services.js';

export function tripExpenseRoutes(services: Services): Router {
  const { expenses } = services;
  const router = Router();

  // Everything the Expenses section shows: people, expenses, balances, transfers, budget against actual.
  router.get('/trips/:id/expenses', async (req, res) => {
    res.json(await expenses.ledger(sessionUserId(req), req.params.id, await localeOf(req)));
  });

  router.get('/trips/:id/expenses.csv', async (req, res) => {
    const ledger = await expenses.ledger(sessionUserId(req), req.params.id, await localeOf(req));
    res
      .type('text/csv; charset=utf-8')
      .attachment(`lakbay-trip-${ledger.tripId}-expenses.csv`)
      .send(expensesCsv(ledger));
  });

  // Body: an expense (docs/api.md). Answers it.
  router.post('/trips/:id/expenses', async (req, res) => {
    res.status(201).json(await expenses.add(sessionUserId(req), req.params.id, req.body));
  });

  router.put('/trips/:id/expenses/:expenseId', async (req, res) => {
    res.json(await expenses.update(sessionUserId(req), req.params.id, req.params.expenseId, req.body));
  });

  router.delete('/trips/:id/expenses/:expenseId', async (req, res) => {
    await expenses.remove(sessionUserId(req), req.params.id, req.params.expenseId);
    res.status(204).end();
  });

  return router;
}
