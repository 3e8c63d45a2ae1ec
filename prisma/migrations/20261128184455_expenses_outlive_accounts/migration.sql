-- Issue #33 (S12): an expense and its shares outlive the payer's or sharer's account, so deleting an
-- account no longer deletes what they paid and owed from the others' ledger (shown as "Deleted account").
-- DropForeignKey
ALTER TABLE "trip_expense_shares" DROP CONSTRAINT "trip_expense_shares_user_id_fkey";

-- DropForeignKey
ALTER TABLE "trip_expenses" DROP CONSTRAINT "trip_expenses_paid_by_id_fkey";
