// The Vendure server (shop-api and admin-api) on VV_PORT.
import core from "@vendure/core";
import { vendureConfig } from "./vendure-config.mjs";

await core.bootstrap(vendureConfig());
