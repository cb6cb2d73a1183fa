// Fills an empty database with the initial data (VV_INITIAL_DATA, a JSON file) and the products of a
// CSV file (VV_PRODUCTS_CSV) through Vendure's own importer (`populate` of @vendure/core/cli), then
// ends. The collection filters and the search index are built afterwards by the worker.
import fs from "node:fs";
import core from "@vendure/core";
import cli from "@vendure/core/cli/index.js";
import { vendureConfig } from "./vendure-config.mjs";

const initialData = JSON.parse(fs.readFileSync(process.env.VV_INITIAL_DATA, "utf8"));
const app = await cli.populate(() => core.bootstrap(vendureConfig()), initialData, process.env.VV_PRODUCTS_CSV);
await app.close();
process.exit(0);
