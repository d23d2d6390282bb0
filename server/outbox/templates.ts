/**
 * Renders an informational text from its AlimTalk template (shared/message-templates.ts), once: the
 * outbox sends that very text as AlimTalk or as SMS/LMS, so both channels say the same thing.
 * A missing or unknown variable is a programming error and throws before anything is stored.
 */
import { messageTemplates, type TemplateName } from '../../shared/site.config';

/** What the AlimTalk path needs besides the text: the template code and the values, as strings. */
export interface AlimtalkRef {
  templateCode: string;
  variables: Record<string, string>;
}

const PLACEHOLDER = /#\{([^{}]+)\}/g;

/** The variable names a template text uses, in order of first use. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function renderTemplate(text: string, values: Record<string, string | number>): string {
  const names = templateVariables(text);
  const extra = Object.keys(values).filter((k) => !names.includes(k));
  if (extra.length) throw new Error(`template: unknown variable(s) ${extra.join(', ')}`);
  return text.replace(PLACEHOLDER, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template: missing variable ${name}`);
    return String(value);
  });
}

/** The text of an informational message and the AlimTalk template it was rendered from. */
export function informational(name: TemplateName, values: Record<string, string | number>): { text: string; alimtalk: AlimtalkRef } {
  const template = messageTemplates[name];
  const text = renderTemplate(template.text, values);
  const variables = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return { text, alimtalk: { templateCode: template.code, variables } };
}
