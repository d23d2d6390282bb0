/**
 * Free text from a tool (mongodump's stderr, an S3 client's error) without the secrets it may quote:
 * a URI keeps its scheme and hosts only (no `user:password@`, path or query), `password=…`,
 * `--password …`, bearer tokens, access key ids and long key-like runs are masked. For text that
 * leaves the machine or lands in a file others read (the backup status, operator alerts).
 * deploy/backup.sh applies the same rules with sed; tests/ops-credentials.test.ts holds both to them.
 */
const RULES: [RegExp, string][] = [
  // scheme://[userinfo@]hosts[/path][?query]  →  scheme://hosts (userinfo up to the token's last @)
  [/([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^\s"'<>]*@)?([A-Za-z0-9.,:_-]*)[^\s"'<>]*/g, '$1$3'],
  // user:password@ left over without its scheme (text cut before the URI's start)
  [/[^\s"'<>@]*:[^\s"'<>@]*@/g, ''],
  // password=…, "secret": "…", token: …
  [
    /(password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key(?:[_-]?id)?|secret[_-]?(?:access[_-]?)?key|signature|credentials?)(["']?[ \t]*[=:][ \t]*["']?)[^\s"'&,;]+/gi,
    '$1$2***',
  ],
  // --password value, -p value
  [/(^|\s)(--?(?:password|pass|pwd|p|secret|token|key))\s+[^\s-][^\s]*/gi, '$1$2 ***'],
  [/(bearer|basic)\s+[^\s"']+/gi, '$1 ***'],
  // AWS access key ids, age identities, and any 40+ run of base64 (a secret access key)
  [/\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b/g, '***'],
  [/AGE-SECRET-KEY-1[0-9A-Z]+/gi, '***'],
  [/[A-Za-z0-9+/]{40,}/g, '***'],
];

export function withoutCredentials(text: string): string {
  let out = text;
  for (const [re, to] of RULES) out = out.replace(re, to);
  return out;
}
