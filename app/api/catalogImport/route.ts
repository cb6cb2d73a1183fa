import { uploadRoute } from "@/lib/api/upload-route";

// The catalog import's own route outside the proxy (a file up to 1 GB): lib/api/upload-route.ts.
const route = uploadRoute("catalogImport");
export const POST = route.POST;
export const GET = route.GET;
