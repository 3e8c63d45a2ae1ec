-- CreateTable
CREATE TABLE "live_places_cache" (
    "key" TEXT NOT NULL,
    "places" JSONB NOT NULL,
    "fetched_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "live_places_cache_pkey" PRIMARY KEY ("key")
);
