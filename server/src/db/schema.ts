// Table types for Kysely. Each migration that adds a table adds its interface here.

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
