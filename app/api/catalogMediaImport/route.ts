import { uploadRoute } from "@/lib/api/upload-route";

// The image ZIP's own route outside the proxy (a file up to 512 MB): lib/api/upload-route.ts.
const route = uploadRoute("catalogMediaImport");
export const POST = route.POST;
export const GET = route.GET;
