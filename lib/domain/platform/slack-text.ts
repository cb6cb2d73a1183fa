/**
 * Slack reads `<...>` in a message as a control sequence: `<!channel>` notifies everyone, `<@U123>`
 * mentions a person, `<http://evil|Klick>` shows a link under a harmless label. Text from users (and
 * from the CRM or catalog) must therefore be escaped the way Slack asks: only `&`, `<` and `>`, as
 * `&amp;`, `&lt;` and `&gt;` (https://api.slack.com/reference/surfaces/formatting#escaping).
 */
export function escapeSlack(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * Builds a chat message (SPEC.md section 7 "Chat notifications"): the template's own text is the app's
 * and may carry Slack formatting, every interpolated value is escaped. Every chat message is built
 * with this tag, so a value can never format, mention or link.
 */
export function slackMessage(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0];
  values.forEach((value, i) => {
    out += escapeSlack(value === null || value === undefined ? "" : String(value)) + strings[i + 1];
  });
  return out;
}
