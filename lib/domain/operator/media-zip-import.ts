import type { ImportState } from "./catalog-import-schema";

/**
 * Product images as a ZIP upload (catalogMediaImport): the upload is a row of catalog_imports with the
 * format "media-zip", run by the catalog-import job like a BMEcat or CSV file.
 */
export const MEDIA_ZIP_FORMAT = "media-zip";

/** The largest ZIP the upload takes. */
export const MAX_MEDIA_ZIP_BYTES = 512 * 1024 * 1024;
export const MAX_MEDIA_ZIP_LABEL = "512 MB";

/** One image that could not be stored: the name the product names (the ZIP entry's) and why, in German. */
export type MediaZipError = { entry: string | null; reason: string };

/** What `catalogMediaImportStatus` answers. */
export type CatalogMediaImportStatus = {
  state: ImportState;
  /** Images stored in both sizes. */
  stored: number;
  /** Images found in the ZIP that could not be stored. */
  failed: number;
  /** Images a product names that the ZIP lacks. */
  missing: number;
  errors: MediaZipError[];
};
