import { serveEndpoint } from "@/lib/api/serve";

type Params = { params: Promise<{ name: string }> };

export async function GET(req: Request, { params }: Params) {
  return serveEndpoint(req, (await params).name, "GET");
}

export async function POST(req: Request, { params }: Params) {
  return serveEndpoint(req, (await params).name, "POST");
}
