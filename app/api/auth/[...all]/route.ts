import { apiRoute } from "@/lib/api/api-route";
import { serveAuth } from "@/lib/api/serve-auth";

const route = apiRoute(serveAuth);
export { route as GET, route as POST };
