// The Vendure worker: runs the job queue (search index, collection filters).
import core from "@vendure/core";
import { vendureConfig } from "./vendure-config.mjs";

const worker = await core.bootstrapWorker(vendureConfig());
await worker.startJobQueue();
