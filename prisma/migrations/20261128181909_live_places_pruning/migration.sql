-- Issue #33 (S5): failures remembered for every process, old answers pruned, places found by id.
-- AlterTable
ALTER TABLE "live_places_cache" ADD COLUMN     "failed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "live_places" (
    "id" TEXT NOT NULL,
    "place" JSONB NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "live_places_pkey" PRIMARY KEY ("id")
);

-- Every place of the answers kept so far, with the latest expiry of the answers that hold it.
INSERT INTO "live_places" ("id", "place", "expires_at")
SELECT DISTINCT ON (place->>'id') place->>'id', place, cache."expires_at"
FROM "live_places_cache" AS cache, jsonb_array_elements(cache."places") AS place
WHERE jsonb_typeof(place) = 'object' AND place ? 'id'
ORDER BY place->>'id', cache."expires_at" DESC;

-- CreateIndex
CREATE INDEX "live_places_expires_at_idx" ON "live_places"("expires_at");

-- CreateIndex
CREATE INDEX "live_places_cache_expires_at_idx" ON "live_places_cache"("expires_at");
