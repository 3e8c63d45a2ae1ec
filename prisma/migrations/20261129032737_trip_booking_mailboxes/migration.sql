-- CreateTable
CREATE TABLE "trip_booking_mailboxes" (
    "id" TEXT NOT NULL,
    "trip_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trip_booking_mailboxes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trip_booking_mailboxes_trip_id_key" ON "trip_booking_mailboxes"("trip_id");

-- AddForeignKey
ALTER TABLE "trip_booking_mailboxes" ADD CONSTRAINT "trip_booking_mailboxes_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
