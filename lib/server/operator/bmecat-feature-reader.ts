import { ARTICLE_LIMITS, type RawArticle } from "@/lib/domain/operator/bmecat-article";
import { emptyFeatureDictionary, MAX_DICTIONARY, type RawFeature } from "@/lib/domain/operator/bmecat-features";

const TEMPLATE_DEFINITIONS = new Set(["CLASSIFICATION_SYSTEM_FEATURE_TEMPLATE", "FEATURE_TEMPLATE"]);
const MAX_VALUES = 20;

/**
 * The streaming parser's part for features (lib/domain/operator/bmecat-features.ts names the shapes):
 * an article's FEATURE elements (FNAME/FVALUE/FUNIT, FTEMPLATE with FT_ID/FT_NAME/FT_UNIT, FT_IDREF,
 * VALUE_IDREF, FVALUE_DETAILS), counted all but kept up to ARTICLE_LIMITS.features; and outside the
 * articles the templates and allowed values a file defines, whose names the codes are shown with.
 */
export class FeatureReader {
  readonly dictionary = emptyFeatureDictionary();
  private feature: RawFeature | null = null;
  private template: { id: string | null; name: string | null; unit: string | null } | null = null;
  private allowed: { id: string | null; name: string | null } | null = null;

  /** An element opened; true when it was a feature's. */
  open(name: string, article: RawArticle | null, line: number): boolean {
    // Everything inside a FEATURE is the feature's (an FTEMPLATE's MIME_INFO is no image of the article).
    if (article && this.feature) return true;
    if (article && name === "FEATURE") {
      this.feature = { name: null, code: null, values: [], unit: null, details: null, line };
      article.featureCount = (article.featureCount ?? 0) + 1;
      if (article.features.length < ARTICLE_LIMITS.features) article.features.push(this.feature);
      return true;
    }
    if (!article && TEMPLATE_DEFINITIONS.has(name)) this.template = { id: null, name: null, unit: null };
    else if (!article && name === "ALLOWED_VALUE") this.allowed = { id: null, name: null };
    return false;
  }

  /** An element closed with its text; true when it was a feature's. */
  close(name: string, up: string | undefined, value: string, article: RawArticle | null): boolean {
    const f = this.feature;
    if (article && f) return this.closeInFeature(f, name, up, value);
    if (article) return false;
    const t = this.template;
    if (t) {
      if (name === "FT_ID" && TEMPLATE_DEFINITIONS.has(up ?? "")) t.id = value.trim();
      else if (name === "FT_NAME" && TEMPLATE_DEFINITIONS.has(up ?? "")) t.name ??= value.trim();
      else if (name === "FT_UNIT") t.unit ??= value.trim();
      else if (TEMPLATE_DEFINITIONS.has(name)) {
        if (t.id && this.dictionary.features.size < MAX_DICTIONARY) this.dictionary.features.set(t.id, { name: t.name, unit: t.unit });
        this.template = null;
      }
      return false;
    }
    const a = this.allowed;
    if (a) {
      if (name === "ALLOWED_VALUE_ID") a.id = value.trim();
      else if (name === "ALLOWED_VALUE_NAME") a.name ??= value.trim();
      else if (name === "ALLOWED_VALUE") {
        if (a.id && a.name && this.dictionary.values.size < MAX_DICTIONARY) this.dictionary.values.set(a.id, a.name);
        this.allowed = null;
      }
    }
    return false;
  }

  private closeInFeature(f: RawFeature, name: string, up: string | undefined, value: string): boolean {
    switch (name) {
      case "FNAME":
        f.name ??= value;
        return true;
      case "FT_ID":
        if (up === "FTEMPLATE") f.code = value.trim();
        return true;
      case "FT_IDREF":
        if (up === "FEATURE") f.code = value.trim();
        return true;
      case "FT_NAME":
        if (up === "FTEMPLATE") f.name ??= value;
        return true;
      case "FT_UNIT":
        f.unit ??= value;
        return true;
      case "FUNIT":
        f.unit = value;
        return true;
      case "FVALUE":
        if (f.values.length < MAX_VALUES) f.values.push(value);
        return true;
      case "VALUE_IDREF":
        if (up === "FEATURE" && f.values.length < MAX_VALUES) f.values.push(value);
        return true;
      case "FVALUE_DETAILS":
        f.details ??= value;
        return true;
      case "FEATURE":
        this.feature = null;
        return true;
      default:
        return true;
    }
  }
}
