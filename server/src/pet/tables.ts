// Table types of migration 0005 (pets, their photos, upload tokens).
import type { Generated } from 'kysely';

export interface AnimalsTable {
  id: Generated<number>;
  customer_id: number;
  type: string;
  gender: string;
  name: string;
  breed: string;
  birthday: string | null;
  age_years: number | null;
  age_months: number | null;
  age_given_on: string | null;
  weight_grams: number;
  sterilized: number;
  condition: string;
  activity: string;
  feature: string;
  /** JSON list of feeds. */
  feeds: string;
  kibble_brand: string;
  old_kibble_brand: string | null;
  only_this_brand: number;
  photo_file_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface UploadedImagesTable {
  file_id: string;
  customer_id: number;
  file_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  file_hash: string;
  /** JSON list of tags. */
  tags: string;
  created_at: string;
}

export interface UploadTokensTable {
  token: string;
  customer_id: number;
  /** Seconds since the epoch. */
  expire: number;
  used_at: string | null;
}

export interface PetTables {
  animals: AnimalsTable;
  uploaded_images: UploadedImagesTable;
  upload_tokens: UploadTokensTable;
}
