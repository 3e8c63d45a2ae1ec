// The bilingual interface stays complete: both languages hold the same keys,
// variables and plural forms, and no user-visible English is left in the code
// outside the catalogues (issue #9 point 1). Conventions: /tmp/i18n-conventions.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
const srcDir = path.join(localesDir, '..');
const LANGUAGES = ['en', 'fil'] as const;

type Catalogue = { [key: string]: string | Catalogue };

const readCatalogue = (language: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalogue;

const namespacesOf = (language: string) =>
  readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** Leaf keys as dotted paths, with their texts. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(dotted, value);
    else for (const [leaf, text] of flatten(value, dotted)) entries.set(leaf, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
/** Trans components: <0>…</0>, <strong>…</strong>, <br/>. */
const tags = (text: string) => [...text.matchAll(/<\/?([\w]+)\s*\/?>/g)].map((match) => match[0]).sort();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('catalogues', () => {
  const namespaces = namespacesOf('en');

  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const [en, fil] = LANGUAGES.map((language) => flatten(readCatalogue(language, namespace)));

    it('has the same keys in English and Filipino', () => {
      expect({ missingInFilipino: [...en!.keys()].filter((key) => !fil!.has(key)) }).toEqual({
        missingInFilipino: [],
      });
      expect({ missingInEnglish: [...fil!.keys()].filter((key) => !en!.has(key)) }).toEqual({
        missingInEnglish: [],
      });
    });

    it('has no empty texts', () => {
      for (const [language, entries] of [
        ['en', en!],
        ['fil', fil!],
      ] as const) {
        const empty = [...entries].filter(([, text]) => !text.trim()).map(([key]) => `${language}:${key}`);
        expect(empty).toEqual([]);
      }
    });

    it('uses the same variables and Trans tags in both languages', () => {
      const mismatches = [...en!]
        .filter(([key]) => fil!.has(key))
        .flatMap(([key, text]) => {
          const translated = fil!.get(key)!;
          const problems: string[] = [];
          // Plural forms may leave {{count}} out of the singular ("one night" / "isang gabi").
          const expected = variables(text).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
          const actual = variables(translated).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
          if (expected.join() !== actual.join()) problems.push(`${key}: {{${expected}}} vs {{${actual}}}`);
          if (tags(text).join() !== tags(translated).join())
            problems.push(`${key}: ${tags(text)} vs ${tags(translated)}`);
          return problems;
        });
      expect(mismatches).toEqual([]);
    });

    it('gives every plural both the "one" and the "other" form', () => {
      // English and Filipino both have exactly these two plural categories.
      for (const entries of [en!, fil!]) {
        const incomplete = [...entries.keys()]
          .filter((key) => PLURAL_SUFFIX.test(key))
          .map((key) => key.replace(PLURAL_SUFFIX, ''))
          .filter((base) => !entries.has(`${base}_one`) || !entries.has(`${base}_other`));
        expect([...new Set(incomplete)]).toEqual([]);
      }
    });
  });
});

// ---------------------------------------------------------------------------
// Untranslated literals in the code

/** Texts that read the same in every language (brands). Prefer t() to growing this list. */
const ALLOWED_TEXTS = new Set([
  'Lakbay',
  'English',
  'Filipino',
  'Philippine Airlines',
  'Cebu Pacific',
  'Google Flights',
]);
const ALLOWED_PATTERNS = [
  /^[A-Z]{3}$/, // currency and airport codes
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // e-mail addresses
  /^https?:\/\//, // URLs
  /^\/[\w/-]*$/, // paths of the app, e.g. a form's action
];

/** Props a user reads or hears. */
const USER_VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'helperText',
  'errorText',
  'loadingText',
  'emptyText',
  'text',
  'message',
  'action',
  'banner',
  'heading',
  'tooltip',
]);
/** Object properties holding UI texts (data arrays, toast options, validation results). */
const USER_VISIBLE_KEYS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'text',
  'message',
  'action',
  'banner',
  'heading',
  'hint',
  'error',
  'errorText',
  'helperText',
]);

const hasLetters = (text: string) => /\p{L}/u.test(text);
const isAllowed = (text: string) => ALLOWED_TEXTS.has(text) || ALLOWED_PATTERNS.some((pattern) => pattern.test(text));
/** A sentence-like text in plain code, e.g. a validation message "Username is required". */
const looksLikeSentence = (text: string) => /^\p{Lu}[\p{Ll}'’]*(\s+\S+)+$/u.test(text.trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // test/: the component tests' helpers, which no page ships.
    if (entry.isDirectory()) return ['gql', 'locales', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Literal text a node evaluates to, when it is (or branches to) string literals. */
function literalTexts(node: ts.Node): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.PlusToken,
    ].includes(node.operatorToken.kind)
  ) {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** Calls whose string arguments are for developers, not users. */
const isDeveloperCall = (node: ts.Node) =>
  (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/.test(node.expression.text)) ||
  (ts.isCallExpression(node) &&
    ((ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'console') ||
      (ts.isIdentifier(node.expression) && ['graphql', 'Error'].includes(node.expression.text))));

/** `file:line: "text"` for each user-visible literal left in the code. */
function untranslatedLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const offenders: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(clean) || isAllowed(clean)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    offenders.push(`${path.relative(srcDir, file)}:${line + 1}: ${JSON.stringify(clean)}`);
  };
  const reported = new Set<ts.Node>();
  const reportLiterals = (node: ts.Node) => {
    for (const literal of literalTexts(node)) {
      if (reported.has(literal)) continue;
      reported.add(literal);
      report(literal, literal.text);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (isDeveloperCall(node)) return;
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportLiterals(node.expression);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = propertyName(node.name);
      if (name && USER_VISIBLE_PROPS.has(name)) {
        reportLiterals(ts.isJsxExpression(node.initializer) ? node.initializer.expression! : node.initializer);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && USER_VISIBLE_KEYS.has(name)) reportLiterals(node.initializer);
    } else if (ts.isStringLiteralLike(node) && !reported.has(node) && looksLikeSentence(node.text)) {
      // Sentences anywhere else (validation results, returned messages). Object keys and
      // comparisons are not texts.
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      const isComparison =
        ts.isBinaryExpression(parent) &&
        [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
          parent.operatorToken.kind,
        );
      if (!isKey && !isComparison && !ts.isElementAccessExpression(parent) && !ts.isCaseClause(parent)) {
        reported.add(node);
        report(node, node.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

describe('code', () => {
  it('keeps every user-visible text in the catalogues', () => {
    const offenders = sourceFiles(srcDir).flatMap(untranslatedLiterals);
    expect(offenders, `Untranslated texts (move them to web/src/locales):\n${offenders.join('\n')}`).toEqual([]);
  });
});
