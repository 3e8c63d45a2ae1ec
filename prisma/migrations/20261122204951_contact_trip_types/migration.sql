-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "trip_types" TEXT[] DEFAULT ARRAY[]::TEXT[];
