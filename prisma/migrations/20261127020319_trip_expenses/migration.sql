-- CreateEnum
CREATE TYPE "ExpenseCategory" AS ENUM ('accommodation', 'meals', 'activities', 'transportation', 'flights', 'shopping', 'fees', 'other');

-- CreateEnum
CREATE TYPE "ExpenseSplit" AS ENUM ('equal', 'shares', 'exact');

-- CreateTable
CREATE TABLE "trip_expenses" (
    "id" SERIAL NOT NULL,
    "trip_id" INTEGER NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "category" "ExpenseCategory" NOT NULL,
    "day" INTEGER,
    "paid_by_id" INTEGER NOT NULL,
    "split" "ExpenseSplit" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "php_rate" TEXT NOT NULL,
    "rate_date" TEXT,
    "rate_source" TEXT NOT NULL,
    "amount_php" INTEGER NOT NULL,
    "recorded_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trip_expenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trip_expense_shares" (
    "expense_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "weight" INTEGER NOT NULL,
    "amount_minor" INTEGER NOT NULL,
    "amount_php" INTEGER NOT NULL,

    CONSTRAINT "trip_expense_shares_pkey" PRIMARY KEY ("expense_id","user_id")
);

-- CreateIndex
CREATE INDEX "trip_expenses_trip_id_created_at_idx" ON "trip_expenses"("trip_id", "created_at");

-- CreateIndex
CREATE INDEX "trip_expense_shares_user_id_idx" ON "trip_expense_shares"("user_id");

-- AddForeignKey
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_paid_by_id_fkey" FOREIGN KEY ("paid_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_expense_shares" ADD CONSTRAINT "trip_expense_shares_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "trip_expenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_expense_shares" ADD CONSTRAINT "trip_expense_shares_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
