-- CreateEnum
CREATE TYPE "BookingKind" AS ENUM ('flight', 'stay', 'activity');

-- CreateTable
CREATE TABLE "trip_bookings" (
    "id" SERIAL NOT NULL,
    "trip_id" INTEGER NOT NULL,
    "kind" "BookingKind" NOT NULL,
    "source" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "added_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trip_bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trip_bookings_trip_id_idx" ON "trip_bookings"("trip_id");

-- AddForeignKey
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_bookings" ADD CONSTRAINT "trip_bookings_added_by_id_fkey" FOREIGN KEY ("added_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
