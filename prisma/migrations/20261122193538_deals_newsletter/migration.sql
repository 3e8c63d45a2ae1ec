-- CreateEnum
CREATE TYPE "DealType" AS ENUM ('flight', 'hotel', 'package');

-- CreateTable
CREATE TABLE "deals" (
    "id" TEXT NOT NULL,
    "type" "DealType" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "original_price" INTEGER NOT NULL,
    "discounted_price" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'PHP',
    "valid_until" DATE NOT NULL,
    "image_key" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "deals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscriptions" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deals_valid_until_idx" ON "deals"("valid_until");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions"("email");
