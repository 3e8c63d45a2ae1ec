-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('kept', 'pending', 'failed');

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "next_attempt_at" TIMESTAMP(3),
ADD COLUMN     "status" "MailStatus" NOT NULL DEFAULT 'kept';

-- CreateIndex
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");
