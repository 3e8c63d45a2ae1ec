-- Issue 31 item 2: what Gemini read from a confirmation, kept a while so saving finds what the preview showed.
-- CreateTable
CREATE TABLE "booking_readings" (
    "key" TEXT NOT NULL,
    "bookings" JSONB NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "booking_readings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "booking_readings_expires_at_idx" ON "booking_readings"("expires_at");
