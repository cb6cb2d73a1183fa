import { serveAuth } from "@/lib/api/serve-auth";

export { serveAuth as GET, serveAuth as POST };
