-- CreateTable
CREATE TABLE "trip_readiness" (
    "id" SERIAL NOT NULL,
    "trip_id" INTEGER NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "ticked_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trip_readiness_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trip_readiness_trip_id_key" ON "trip_readiness"("trip_id");

-- AddForeignKey
ALTER TABLE "trip_readiness" ADD CONSTRAINT "trip_readiness_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
