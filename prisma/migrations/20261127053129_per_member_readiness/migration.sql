-- Departure readiness becomes each traveler's own (issue #17): the rows so far are the owners'.
-- DropIndex
DROP INDEX "trip_readiness_trip_id_key";

-- AlterTable: existing answers belong to the trip's owner, who was the only one who could write them.
ALTER TABLE "trip_readiness" ADD COLUMN     "user_id" INTEGER;
UPDATE "trip_readiness" SET "user_id" = "trips"."user_id" FROM "trips" WHERE "trips"."id" = "trip_readiness"."trip_id";
ALTER TABLE "trip_readiness" ALTER COLUMN "user_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "trip_readiness_user_id_idx" ON "trip_readiness"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "trip_readiness_trip_id_user_id_key" ON "trip_readiness"("trip_id", "user_id");

-- AddForeignKey
ALTER TABLE "trip_readiness" ADD CONSTRAINT "trip_readiness_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
